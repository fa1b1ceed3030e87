/**
 * The user's own goals (issue 27), as the `life:goals` store keeps them: id → the goal, or a
 * tombstone once deleted (kept so a delete on one device wins over an older copy on another,
 * as for action items: ownActionItems.ts).
 *
 * Check-ins live inside their goal, not in a store of their own: a goal and its progress are then
 * one entry, synced, merged and deleted together, and the goal's percent never counts check-ins of
 * a deleted goal. The price: the sync merges per entry by time, so two devices logging the same
 * goal while both offline keep the later device's list. A goal keeps at most MAX_CHECK_INS (a
 * year of daily check-ins), which also keeps the store within what the account holds.
 */
import type { ResourceCategory } from '../../types';
import { isIsoDay, type IsoDay } from './calendarDay';
import { TOMBSTONE_DAYS, type ActionItemTombstone } from './ownActionItems';

export type GoalCategory = ResourceCategory | 'Personal Growth';
export const GOAL_CATEGORIES: readonly GoalCategory[] = ['Finance', 'Career', 'Health', 'Real Estate', 'Personal Growth'];

/** Rupees (target and amounts stored as integer paise) or a count (whole numbers). */
export type OwnGoalUnit = 'INR' | 'count';
export const GOAL_UNITS: readonly OwnGoalUnit[] = ['INR', 'count'];

export const GOAL_LIMITS = {
  title: 120,
  /** ₹1,000 crore in paise: a bigger figure is a slip of the keyboard */
  maxPaise: 10_000_000_000 * 100,
  maxCount: 10_000_000,
  firstDay: '2000-01-01',
  lastDay: '2099-12-31',
} as const;

/** A year of daily check-ins per goal. */
export const MAX_CHECK_INS = 366;
/** As for action items: the account keeps a store's value up to 64 KB, with room for the store's own fields. */
export const GOALS_MAX_BYTES = 56 * 1024;

export interface GoalCheckIn {
  /** the India day it was made for, never after the day it was logged */
  day: IsoDay;
  /** paise for a rupee goal, a whole count otherwise; above 0 */
  amount: number;
}

export interface OwnGoal {
  title: string;
  category: GoalCategory;
  unit: OwnGoalUnit;
  /** paise or a count, above 0 */
  target: number;
  deadline: IsoDay;
  checkIns: GoalCheckIn[];
}

export type GoalEntry = OwnGoal | ActionItemTombstone;
export type GoalEntries = Record<string, GoalEntry>;

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const only = (value: Record<string, unknown>, fields: readonly string[]) => Object.keys(value).every((field) => fields.includes(field));
const OWN_FIELDS = ['title', 'category', 'unit', 'target', 'deadline', 'checkIns'] as const;

export function isGoalTombstone(entry: GoalEntry): entry is ActionItemTombstone {
  return 'deleted' in entry && entry.deleted === true;
}

/** The largest amount (and target) a unit takes. */
export const maxAmount = (unit: OwnGoalUnit) => (unit === 'INR' ? GOAL_LIMITS.maxPaise : GOAL_LIMITS.maxCount);

const isAmount = (value: unknown, unit: OwnGoalUnit): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= maxAmount(unit);

function isCheckIn(value: unknown, unit: OwnGoalUnit): value is GoalCheckIn {
  return isRecord(value) && only(value, ['day', 'amount']) && typeof value.day === 'string' && isIsoDay(value.day) && isAmount(value.amount, unit);
}

/** An entry as this version writes it; anything else is kept by the store untouched and not shown. */
export function isGoalEntry(value: unknown): value is GoalEntry {
  if (!isRecord(value)) return false;
  if ('deleted' in value) {
    return (
      only(value, ['deleted', 'deletedAt']) && value.deleted === true && typeof value.deletedAt === 'string' && Number.isFinite(Date.parse(value.deletedAt))
    );
  }
  const { title, category, unit, target, deadline, checkIns } = value;
  if (!only(value, OWN_FIELDS) || (unit !== 'INR' && unit !== 'count')) return false;
  return (
    typeof title === 'string' &&
    title.trim().length > 0 &&
    title.length <= GOAL_LIMITS.title &&
    typeof category === 'string' &&
    (GOAL_CATEGORIES as readonly string[]).includes(category) &&
    isAmount(target, unit) &&
    typeof deadline === 'string' &&
    isIsoDay(deadline) &&
    Array.isArray(checkIns) &&
    checkIns.length <= MAX_CHECK_INS &&
    checkIns.every((checkIn) => isCheckIn(checkIn, unit))
  );
}

/** The live goals: nearest deadline first, then by title; tombstones and odd ids left out. */
export function ownGoals(entries: GoalEntries): (OwnGoal & { id: string })[] {
  const goals: (OwnGoal & { id: string })[] = [];
  for (const [id, entry] of Object.entries(entries)) {
    if (!ID.test(id) || isGoalTombstone(entry)) continue;
    goals.push({ id, ...entry });
  }
  return goals.sort((a, b) => (a.deadline < b.deadline ? -1 : a.deadline > b.deadline ? 1 : a.title.localeCompare(b.title)));
}

export function putGoal(entries: GoalEntries, id: string, goal: OwnGoal): GoalEntries {
  return { ...entries, [id]: goal };
}

/** One goal deleted: a tombstone in its place, tombstones older than TOMBSTONE_DAYS dropped. */
export function deleteGoal(entries: GoalEntries, id: string, now: number): GoalEntries {
  const oldest = now - TOMBSTONE_DAYS * 86_400_000;
  const kept: GoalEntries = {};
  for (const [key, entry] of Object.entries(entries)) {
    if (key === '__proto__') continue;
    if (isGoalTombstone(entry) && Date.parse(entry.deletedAt) < oldest) continue;
    kept[key] = entry;
  }
  kept[id] = { deleted: true, deletedAt: new Date(now).toISOString() };
  return kept;
}

/**
 * The entries with a check-in added to a goal (kept in day order), or why not: `missing` (no such
 * goal, deleted elsewhere meanwhile), `full` (MAX_CHECK_INS reached).
 */
export function addCheckIn(entries: GoalEntries, id: string, checkIn: GoalCheckIn): { entries: GoalEntries } | { problem: 'missing' | 'full' } {
  const entry = Object.hasOwn(entries, id) ? entries[id] : undefined;
  if (!entry || isGoalTombstone(entry) || !isGoalEntry(entry)) return { problem: 'missing' };
  if (entry.checkIns.length >= MAX_CHECK_INS) return { problem: 'full' };
  const checkIns = [...entry.checkIns, checkIn].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  return { entries: { ...entries, [id]: { ...entry, checkIns } } };
}

/**
 * The profile's "Goals Completed": the user's own goals whose check-ins reach their target. Here
 * rather than with the progress rules so the profile page gets it with the store (stores/life.ts),
 * without the rest of the life rules.
 */
export function countCompletedGoals(entries: GoalEntries): number {
  return ownGoals(entries).filter(isGoalReached).length;
}

/** A goal is reached once its check-ins add up to its target (then it is completed, and not reminded). */
export function isGoalReached(goal: Pick<OwnGoal, 'target' | 'checkIns'>): boolean {
  return goal.checkIns.reduce((sum, checkIn) => sum + checkIn.amount, 0) >= goal.target;
}

/** Each entry's store overhead (`,"v":2,"updatedAt":"…"`) counted generously. */
const STORED_OVERHEAD_BYTES = 48;

/** Whether the entries, as the store writes them, fit in GOALS_MAX_BYTES (UTF-8, as the API counts). */
export function goalsFit(entries: GoalEntries): boolean {
  const bytes = new TextEncoder().encode(JSON.stringify(entries)).length + Object.keys(entries).length * STORED_OVERHEAD_BYTES;
  return bytes <= GOALS_MAX_BYTES;
}

/** A new goal's id: random, so two devices never pick the same one. */
export function newGoalId(): string {
  return `goal-${Array.from(crypto.getRandomValues(new Uint8Array(9)), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
