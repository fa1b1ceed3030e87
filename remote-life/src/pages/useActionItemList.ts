import { useCallback, useMemo } from 'react';
import {
  actionItemsFit,
  actionItemsToShow,
  applyCompletionOverrides,
  completeActionItem,
  deleteActionItem,
  newActionItemId,
  putActionItem,
  setCompletion,
  type OwnActionItem,
} from '@nyaya/shared/rules/life';
import { actionItemCompletionStore, actionItemsStore, usePersistentStore } from '@nyaya/shared/stores';
import type { ActionItem } from '@nyaya/shared/types';

/**
 * The list /act shows and what changes it: the user's own items (the `life:action-items` store,
 * kept on the account when signed in), or, until there is one, the samples as examples, whose
 * ticks are remembered apart (`life:action-item-completion`) as before.
 */
export function useActionItemList(sample: ActionItem[]) {
  const [entries, setEntries] = usePersistentStore(actionItemsStore);
  const [overrides, setOverrides] = usePersistentStore(actionItemCompletionStore);
  const shown = useMemo(() => actionItemsToShow(sample, entries), [sample, entries]);
  const { examples } = shown;
  const items = useMemo(() => (examples ? applyCompletionOverrides(shown.items, overrides) : shown.items), [examples, shown.items, overrides]);

  const toggle = useCallback(
    (item: ActionItem, completed: boolean) => {
      if (!examples) {
        setEntries((previous) => completeActionItem(previous, item.id, completed));
        return;
      }
      const sampleCompleted = sample.find((entry) => entry.id === item.id)?.completed ?? false;
      setOverrides((previous) => setCompletion(previous, item, completed, sampleCompleted));
    },
    [examples, sample, setEntries, setOverrides],
  );

  /** Adds (no id) or replaces an item; false when it would not fit in what the account keeps. */
  const save = useCallback(
    (id: string | null, item: OwnActionItem): boolean => {
      const next = putActionItem(actionItemsStore.get(), id ?? newActionItemId(), item);
      if (!actionItemsFit(next)) return false;
      setEntries(next);
      return true;
    },
    [setEntries],
  );

  const remove = useCallback((id: string) => setEntries((previous) => deleteActionItem(previous, id, Date.now())), [setEntries]);

  return { items, examples, toggle, save, remove };
}
