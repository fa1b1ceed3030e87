import { useState } from 'react';
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
import { FilterChips } from '@nyaya/shared/ui/FilterChips';
import { SearchInput } from '@nyaya/shared/ui/SearchInput';
import { ActionItemCard } from '../components/ActionItemCard';
import { LifeScreen } from '../components/LifeScreen';
import { NoMatches } from '../components/NoMatches';

// One `today` for the due dates and the Overdue chip, so they agree even across midnight.
export async function loader() {
  const today = toIsoDay(new Date());
  return { today, items: await getActionItems(today) };
}

export function ActPage() {
  const { today, items: sample } = useLoaderData<typeof loader>();
  const [overrides, setOverrides] = usePersistentStore(actionItemCompletionStore);
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<ActionFilter>('All');
  const [announcement, setAnnouncement] = useState('');

  const items = applyCompletionOverrides(sample, overrides);
  const counts = countActionItems(items, query, today);
  const shown = filterActionItems(items, filter, query, today);
  const done = items.filter((item) => item.completed).length;

  const toggle = (item: ActionItem, completed: boolean) => {
    const sampleCompleted = sample.find((entry) => entry.id === item.id)?.completed ?? false;
    setOverrides((previous) => setCompletion(previous, item, completed, sampleCompleted));
    setAnnouncement(`${item.title} ${completed ? 'completed' : 'reopened'}`);
  };
  const clear = () => {
    setQuery('');
    setFilter('All');
  };

  return (
    <LifeScreen title="Action Items" tab="Act">
      <p className="mb-3 text-sm text-muted">
        {done} of {items.length} done
      </p>
      <SearchInput label="Search action items" placeholder="Search action items" value={query} onValueChange={setQuery} />
      <div className="mt-3">
        <FilterChips label="Show action items" options={ACTION_FILTERS} value={filter} onChange={setFilter} counts={counts} />
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {shown.length === 0 ? (
        <div className="mt-3">
          <NoMatches what="action items" query={query} filter={filter} onClear={clear} />
        </div>
      ) : (
        <ul className="mt-3 flex flex-col gap-3" aria-label={`${filter} action items`}>
          {shown.map((item) => (
            <li key={item.id}>
              <ActionItemCard item={item} today={today} onToggle={(completed) => toggle(item, completed)} />
            </li>
          ))}
        </ul>
      )}
    </LifeScreen>
  );
}

export const Component = ActPage;
