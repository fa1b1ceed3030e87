import { useCallback, useMemo } from 'react';
import type { LifeEventTemplate } from '@nyaya/shared/data/life';
import {
  MAX_PLANS,
  actionItemsFit,
  countLifePlans,
  deleteLifePlan,
  indiaDay,
  lifePlansToShow,
  newActionItemId,
  setPlanStatus,
  startLifePlan,
  type PlanStatus,
} from '@nyaya/shared/rules/life';
import { actionItemsStore, lifePlansStore, usePersistentStore } from '@nyaya/shared/stores';
import type { LifeEvent } from '@nyaya/shared/types';
import { translateText } from '../i18n';

/** Why a plan could not be started: too many plans, or its action items would not fit. */
export type StartProblem = 'tooManyPlans' | 'noRoom';

/**
 * The plans /life-event shows and what changes them: the user's own (`life:plans`, kept on the
 * account when signed in), or, until there is one, the samples as examples. Starting a plan also
 * writes its steps into the user's own action items, so they show on /act.
 */
export function useLifePlans(samples: LifeEvent[]) {
  const [entries, setEntries] = usePersistentStore(lifePlansStore);
  const [items] = usePersistentStore(actionItemsStore);
  const shown = useMemo(() => lifePlansToShow(samples, entries), [samples, entries]);

  const start = useCallback(
    (template: LifeEventTemplate): { id: string } | { problem: StartProblem } => {
      const current = lifePlansStore.get();
      if (countLifePlans(current) >= MAX_PLANS) return { problem: 'tooManyPlans' };
      // The items are written in the page's language: from now on they are the user's own words.
      const started = startLifePlan(template, indiaDay(Date.now()), translateText, newActionItemId);
      const nextItems = { ...actionItemsStore.get(), ...started.items };
      if (!actionItemsFit(nextItems)) return { problem: 'noRoom' };
      const id = newActionItemId().replace(/^own-/, 'plan-');
      actionItemsStore.set(nextItems);
      setEntries({ ...current, [id]: started.plan });
      return { id };
    },
    [setEntries],
  );

  const changeStatus = useCallback((id: string, status: PlanStatus) => setEntries((previous) => setPlanStatus(previous, id, status)), [setEntries]);
  const remove = useCallback((id: string) => setEntries((previous) => deleteLifePlan(previous, id, Date.now())), [setEntries]);

  return { ...shown, items, start, changeStatus, remove };
}
