import { useCallback, useMemo } from 'react';
import {
  addCheckIn,
  deleteGoal,
  goalFromCheckIns,
  goalsFit,
  goalWeek,
  newGoalId,
  ownGoals,
  putGoal,
  removeCheckIn,
  replaceCheckIn,
  type CheckInRef,
  type GoalCheckIn,
  type IsoDay,
  type OwnGoal,
} from '@nyaya/shared/rules/life';
import { goalsStore, usePersistentStore } from '@nyaya/shared/stores';
import type { Goal } from '@nyaya/shared/types';

/**
 * Why a change was not kept: no room left on the account, too many check-ins, the goal gone
 * meanwhile, the check-in being corrected gone meanwhile (changed in another tab or on another device).
 */
export type GoalChangeProblem = 'full' | 'tooManyCheckIns' | 'missing' | 'changed';

/**
 * What /track shows and what changes it: the user's own goals (the `life:goals` store, kept on
 * the account when signed in) with progress from their check-ins, or, until there is one, the
 * samples as examples. The chart is always the user's own check-ins: examples have none.
 */
export function useGoalList(sample: Goal[], today: IsoDay, now: number) {
  const [entries, setEntries] = usePersistentStore(goalsStore);
  const own = useMemo(() => ownGoals(entries), [entries]);
  const examples = own.length === 0;
  const goals = useMemo(() => (examples ? sample : own.map(({ id, ...goal }) => goalFromCheckIns(id, goal, today))), [examples, sample, own, today]);
  const week = useMemo(() => goalWeek(own, now), [own, now]);
  const ownGoal = useCallback((id: string): OwnGoal | undefined => own.find((goal) => goal.id === id), [own]);

  /** Adds (no id) or replaces a goal; the problem when it is not kept. */
  const save = useCallback(
    (id: string | null, goal: OwnGoal): GoalChangeProblem | null => {
      const next = putGoal(goalsStore.get(), id ?? newGoalId(), goal);
      if (!goalsFit(next)) return 'full';
      setEntries(next);
      return null;
    },
    [setEntries],
  );

  const logCheckIn = useCallback(
    (id: string, checkIn: GoalCheckIn): GoalChangeProblem | null => {
      const added = addCheckIn(goalsStore.get(), id, checkIn);
      if ('problem' in added) return added.problem === 'full' ? 'tooManyCheckIns' : 'missing';
      if (!goalsFit(added.entries)) return 'full';
      setEntries(added.entries);
      return null;
    },
    [setEntries],
  );

  /** Corrects (a check-in given) or deletes (null) one check-in, from the store as it is now. */
  const correctCheckIn = useCallback(
    (id: string, ref: CheckInRef, next: GoalCheckIn | null): GoalChangeProblem | null => {
      const current = goalsStore.get();
      const changed = next ? replaceCheckIn(current, id, ref, next) : removeCheckIn(current, id, ref);
      if ('problem' in changed) return changed.problem;
      if (!goalsFit(changed.entries)) return 'full';
      setEntries(changed.entries);
      return null;
    },
    [setEntries],
  );

  const remove = useCallback((id: string) => setEntries((previous) => deleteGoal(previous, id, Date.now())), [setEntries]);

  return { goals, examples, week, ownGoal, save, logCheckIn, correctCheckIn, remove };
}
