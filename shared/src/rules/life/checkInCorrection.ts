/**
 * Correcting a logged check-in (issue 27): change its amount or day, or delete it. Progress, the
 * trend, the weekly chart and "completed" are all computed from the goal's check-ins
 * (goalProgress.ts), so they follow without anything else to update.
 *
 * Check-ins have no id of their own (adding one would make every goal unreadable to the versions
 * already out there, which keep but hide an entry with a field they do not know). A correction
 * names its check-in by its place in the goal's list and by what it was: if the list changed
 * meanwhile (another tab, or the account's copy pulled from another device), the same check-in is
 * looked for by its value, and when it is gone the correction is refused rather than made to
 * another one.
 */
import { isGoalEntry, isGoalTombstone, type GoalCheckIn, type GoalEntries, type OwnGoal } from './ownGoals';

/** Which check-in: its index in the goal's stored list (day order) and the check-in as it was shown. */
export interface CheckInRef {
  index: number;
  was: GoalCheckIn;
}

/** `missing`: the goal is gone (deleted, perhaps elsewhere); `changed`: the check-in is no longer there. */
export type CheckInCorrectionProblem = 'missing' | 'changed';

type Located = { goal: OwnGoal; index: number } | { problem: CheckInCorrectionProblem };

const same = (a: GoalCheckIn, b: GoalCheckIn) => a.day === b.day && a.amount === b.amount;
const byDay = (a: GoalCheckIn, b: GoalCheckIn) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0);

function locate(entries: GoalEntries, id: string, ref: CheckInRef): Located {
  const entry = Object.hasOwn(entries, id) ? entries[id] : undefined;
  if (!entry || isGoalTombstone(entry) || !isGoalEntry(entry)) return { problem: 'missing' };
  const { checkIns } = entry;
  const at = Number.isInteger(ref.index) ? checkIns[ref.index] : undefined;
  const index = at && same(at, ref.was) ? ref.index : checkIns.findIndex((checkIn) => same(checkIn, ref.was));
  return index < 0 ? { problem: 'changed' } : { goal: entry, index };
}

/** The entries with one check-in of a goal replaced (the list kept in day order), or why not. */
export function replaceCheckIn(
  entries: GoalEntries,
  id: string,
  ref: CheckInRef,
  next: GoalCheckIn,
): { entries: GoalEntries } | { problem: CheckInCorrectionProblem } {
  const found = locate(entries, id, ref);
  if ('problem' in found) return found;
  const checkIns = found.goal.checkIns.map((checkIn, index) => (index === found.index ? { day: next.day, amount: next.amount } : checkIn)).sort(byDay);
  return { entries: { ...entries, [id]: { ...found.goal, checkIns } } };
}

/** The entries with one check-in of a goal removed, or why not. */
export function removeCheckIn(entries: GoalEntries, id: string, ref: CheckInRef): { entries: GoalEntries } | { problem: CheckInCorrectionProblem } {
  const found = locate(entries, id, ref);
  if ('problem' in found) return found;
  const checkIns = found.goal.checkIns.filter((_, index) => index !== found.index);
  return { entries: { ...entries, [id]: { ...found.goal, checkIns } } };
}
