import { useCallback, useMemo } from 'react';
import { deleteLifePlan, lifePlansToShow, setPlanStatus, type PlanStatus } from '@nyaya/shared/rules/life';
import { actionItemsStore, lifePlansStore, usePersistentStore } from '@nyaya/shared/stores';
import type { LifeEvent } from '@nyaya/shared/types';

/**
 * The plans /life-event shows and what changes them: the user's own (`life:plans`, kept on the
 * account when signed in), or, once the last is deleted, the samples as examples again.
 */
export function useLifePlans(samples: LifeEvent[]) {
  const [entries, setEntries] = usePersistentStore(lifePlansStore);
  const [items] = usePersistentStore(actionItemsStore);
  const shown = useMemo(() => lifePlansToShow(samples, entries), [samples, entries]);
  const changeStatus = useCallback((id: string, status: PlanStatus) => setEntries((previous) => setPlanStatus(previous, id, status)), [setEntries]);
  const remove = useCallback((id: string) => setEntries((previous) => deleteLifePlan(previous, id, Date.now())), [setEntries]);
  return { ...shown, items, changeStatus, remove };
}
