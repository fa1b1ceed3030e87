import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Plus } from 'lucide-react';
import { useLoaderData } from '@nyaya/shared/router';
import { getActionItems } from '@nyaya/shared/data/life';
import { lifeActionTexts } from '@nyaya/shared/data/life/texts';
import {
  ACTION_FILTERS,
  countActionItems,
  draftOf,
  emptyActionItemDraft,
  filterActionItems,
  indiaDay,
  type ActionFilter,
  type OwnActionItem,
} from '@nyaya/shared/rules/life';
import type { ActionItem } from '@nyaya/shared/types';
import { Button } from '@nyaya/shared/ui/Button';
import { intentProps } from '@nyaya/shared/ui/lazyOnIntent';
import { SearchInput } from '@nyaya/shared/ui/SearchInput';
import { ActionItemCard } from '../components/ActionItemCard';
import { LazyActionItemForm, LazyConfirmDeleteDialog, prefetchActDialogs } from '../components/lazyDialogs';
import { LifeScreen } from '../components/LifeScreen';
import { NoMatches } from '../components/NoMatches';
import { TranslatedChips } from '../components/TranslatedChips';
import { defineTexts, translateText, useT as useLifeT } from '../i18n';
import { useT } from '../act/i18n';
import { useActionItemList } from './useActionItemList';

// The sample items' Hindi is this page's own: the area's other first screens do not download it;
// the host waits for it before showing this page (federation/areaRoutes).
defineTexts(lifeActionTexts);

const filterLabel = {
  All: 'filters.all',
  Pending: 'filters.pending',
  Completed: 'filters.completed',
  Overdue: 'filters.overdue',
} as const satisfies Record<ActionFilter, string>;

// One `today` for the due dates and the Overdue chip, so they agree even across midnight. It is
// India's day (the product's users plan in India time), whatever zone the device is set to.
export async function loader() {
  const today = indiaDay(new Date());
  return { today, items: await getActionItems(today) };
}

/** The form open: a new item (`item` null) or one being edited; `key` gives each opening a fresh form. */
type Editing = { key: number; item: ActionItem | null };

export function ActPage() {
  const t = useT();
  const tLife = useLifeT();
  const { today, items: sample } = useLoaderData<typeof loader>();
  const { items, examples, toggle: toggleItem, save, remove } = useActionItemList(sample);
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<ActionFilter>('All');
  const [announcement, setAnnouncement] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<ActionItem | null>(null);

  // A chip or a key shows at once; the list follows in a deferred render that the next tap can
  // interrupt (on a slow phone, re-rendering every card in the tap's own frame cost ~100 ms).
  const listFilter = useDeferredValue(filter);
  const listQuery = useDeferredValue(query);
  const counts = countActionItems(items, query, today);
  const shown = useMemo(() => filterActionItems(items, listFilter, listQuery, today), [items, listFilter, listQuery, today]);
  const done = items.filter((item) => item.completed).length;
  // A sample's title is the app's text (translated); the user's own is said as written.
  const titleOf = useCallback((item: ActionItem) => (examples ? translateText(item.title) : item.title), [examples]);

  const toggle = useCallback(
    (item: ActionItem, completed: boolean) => {
      toggleItem(item, completed);
      const title = titleOf(item);
      setAnnouncement(completed ? t('act.announce.completed', { title }) : t('act.announce.reopened', { title }));
    },
    [toggleItem, titleOf, t],
  );
  const openForm = useCallback((item: ActionItem | null) => {
    setEditing((previous) => ({ key: (previous?.key ?? 0) + 1, item }));
    setFormOpen(true);
  }, []);
  const onSave = (item: OwnActionItem): boolean => {
    if (!save(editing?.item?.id ?? null, item)) return false;
    setFormOpen(false);
    setAnnouncement(editing?.item ? t('act.announce.saved', { title: item.title }) : t('act.announce.added', { title: item.title }));
    return true;
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove(deleting.id);
    setAnnouncement(t('act.announce.deleted', { title: deleting.title }));
    setDeleting(null);
  };

  // Said outside the memo: `t` is one function in every language, the label must follow a switch.
  const listLabel = t('act.listLabel', { filter: listFilter });
  const list = useMemo(
    () => (
      <ul className="mt-3 flex flex-col gap-3" aria-label={listLabel} {...intentProps(prefetchActDialogs)}>
        {shown.map((item) => (
          <li key={item.id}>
            <ActionItemCard
              item={item}
              today={today}
              example={examples}
              onToggle={(completed) => toggle(item, completed)}
              onEdit={examples ? undefined : () => openForm(item)}
              onDelete={examples ? undefined : () => setDeleting(item)}
            />
          </li>
        ))}
      </ul>
    ),
    [shown, today, examples, toggle, openForm, listLabel],
  );
  const clear = () => {
    setQuery('');
    setFilter('All');
  };
  const editedItem = editing?.item ?? null;

  return (
    <LifeScreen title={t('act.title')} tab="Act">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted">{t('act.doneCount', { done: String(done), total: String(items.length) })}</p>
        <Button onClick={() => openForm(null)} {...intentProps(prefetchActDialogs)}>
          <Plus aria-hidden="true" className="size-4" />
          {t('act.add')}
        </Button>
      </div>
      {examples && <p className="mb-3 rounded-xl bg-blue-50 p-3 text-sm text-ink">{t('act.examples')}</p>}
      <SearchInput label={t('act.search')} placeholder={t('act.search')} value={query} onValueChange={setQuery} />
      <div className="mt-3">
        <TranslatedChips
          label={t('act.filtersLabel')}
          options={ACTION_FILTERS}
          value={filter}
          onChange={setFilter}
          counts={counts}
          labelOf={(option) => tLife(filterLabel[option])}
        />
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {shown.length === 0 ? (
        <div className="mt-3">
          <NoMatches list="actionItems" query={listQuery} filter={listFilter} filterLabel={tLife(filterLabel[listFilter])} onClear={clear} />
        </div>
      ) : (
        list
      )}
      {editing && (
        <LazyActionItemForm
          key={editing.key}
          open={formOpen}
          onOpenChange={setFormOpen}
          editing={editedItem !== null}
          initial={editedItem ? draftOf(editedItem) : emptyActionItemDraft(today)}
          completed={editedItem?.completed ?? false}
          onSave={onSave}
        />
      )}
      {deleting && (
        <LazyConfirmDeleteDialog
          words={{
            title: t('act.deleteDialog.title'),
            description: t('act.deleteDialog.text', { title: deleting.title }),
            confirm: t('act.deleteDialog.confirm'),
            keep: t('act.deleteDialog.keep'),
          }}
          onOpenChange={(open) => !open && setDeleting(null)}
          onConfirm={confirmDelete}
        />
      )}
    </LifeScreen>
  );
}

export const Component = ActPage;
