import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useLoaderData } from '@nyaya/shared/router';
import { getActionItems } from '@nyaya/shared/data/life';
import {
  ACTION_FILTERS,
  applyCompletionOverrides,
  countActionItems,
  filterActionItems,
  setCompletion,
  toIsoDay,
  type ActionFilter,
} from '@nyaya/shared/rules/life';
import { actionItemCompletionStore, usePersistentStore } from '@nyaya/shared/stores';
import type { ActionItem } from '@nyaya/shared/types';
import { SearchInput } from '@nyaya/shared/ui/SearchInput';
import { ActionItemCard } from '../components/ActionItemCard';
import { LifeScreen } from '../components/LifeScreen';
import { NoMatches } from '../components/NoMatches';
import { TranslatedChips } from '../components/TranslatedChips';
import { translateText, useT } from '../i18n';

const filterLabel = {
  All: 'filters.all',
  Pending: 'filters.pending',
  Completed: 'filters.completed',
  Overdue: 'filters.overdue',
} as const satisfies Record<ActionFilter, string>;

// One `today` for the due dates and the Overdue chip, so they agree even across midnight.
export async function loader() {
  const today = toIsoDay(new Date());
  return { today, items: await getActionItems(today) };
}

export function ActPage() {
  const t = useT();
  const { today, items: sample } = useLoaderData<typeof loader>();
  const [overrides, setOverrides] = usePersistentStore(actionItemCompletionStore);
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<ActionFilter>('All');
  const [announcement, setAnnouncement] = useState('');

  // A chip or a key shows at once; the list follows in a deferred render that the next tap can
  // interrupt (on a slow phone, re-rendering every card in the tap's own frame cost ~100 ms).
  const listFilter = useDeferredValue(filter);
  const listQuery = useDeferredValue(query);
  const items = useMemo(() => applyCompletionOverrides(sample, overrides), [sample, overrides]);
  const counts = countActionItems(items, query, today);
  const shown = useMemo(() => filterActionItems(items, listFilter, listQuery, today), [items, listFilter, listQuery, today]);
  const done = items.filter((item) => item.completed).length;

  const toggle = useCallback(
    (item: ActionItem, completed: boolean) => {
      const sampleCompleted = sample.find((entry) => entry.id === item.id)?.completed ?? false;
      setOverrides((previous) => setCompletion(previous, item, completed, sampleCompleted));
      const title = translateText(item.title);
      setAnnouncement(completed ? t('act.announce.completed', { title }) : t('act.announce.reopened', { title }));
    },
    [sample, setOverrides, t],
  );
  // Said outside the memo: `t` is one function in every language, the label must follow a switch.
  const listLabel = t('act.listLabel', { filter: listFilter });
  const list = useMemo(
    () => (
      <ul className="mt-3 flex flex-col gap-3" aria-label={listLabel}>
        {shown.map((item) => (
          <li key={item.id}>
            <ActionItemCard item={item} today={today} onToggle={(completed) => toggle(item, completed)} />
          </li>
        ))}
      </ul>
    ),
    [shown, today, toggle, listLabel],
  );
  const clear = () => {
    setQuery('');
    setFilter('All');
  };

  return (
    <LifeScreen title={t('act.title')} tab="Act">
      <p className="mb-3 text-sm text-muted">{t('act.doneCount', { done: String(done), total: String(items.length) })}</p>
      <SearchInput label={t('act.search')} placeholder={t('act.search')} value={query} onValueChange={setQuery} />
      <div className="mt-3">
        <TranslatedChips
          label={t('act.filtersLabel')}
          options={ACTION_FILTERS}
          value={filter}
          onChange={setFilter}
          counts={counts}
          labelOf={(option) => t(filterLabel[option])}
        />
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {shown.length === 0 ? (
        <div className="mt-3">
          <NoMatches list="actionItems" query={listQuery} filter={listFilter} filterLabel={t(filterLabel[listFilter])} onClear={clear} />
        </div>
      ) : (
        list
      )}
    </LifeScreen>
  );
}

export const Component = ActPage;
