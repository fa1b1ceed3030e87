/**
 * The goal form and the check-in form (issue 27): what the user typed → what to keep, or what is
 * wrong with each field. The screen says the problems in the page's language.
 */
import { hasVisibleText, sanitizeText } from '../sanitizeText';
import { isIsoDay, type IsoDay } from './calendarDay';
import { GOAL_CATEGORIES, GOAL_LIMITS, GOAL_UNITS, maxAmount, type GoalCategory, type GoalCheckIn, type OwnGoal, type OwnGoalUnit } from './ownGoals';

export interface GoalDraft {
  title: string;
  category: string;
  unit: string;
  /** rupees (grouping commas and up to 2 decimals taken) or a whole count, as typed */
  target: string;
  deadline: string;
}
export type GoalField = keyof GoalDraft;

/**
 * - `required`, `tooLong`, `notAChoice`, `notADate`, `outOfRange`: as for action items
 * - `notANumber`: not a number in the unit (a count with decimals, rupees with 3 decimals)
 * - `notPositive`: 0
 * - `tooBig`: above what the unit takes (GOAL_LIMITS)
 * - `locked`: the unit of a goal that has check-ins (their amounts are in the old unit)
 * - `future`: a check-in's day after today
 */
export type GoalProblem = 'required' | 'tooLong' | 'notAChoice' | 'notADate' | 'outOfRange' | 'notANumber' | 'notPositive' | 'tooBig' | 'locked' | 'future';
export type GoalProblems = Partial<Record<GoalField, GoalProblem>>;

export const GOAL_FIELDS: readonly GoalField[] = ['title', 'category', 'unit', 'target', 'deadline'];

export function emptyGoalDraft(): GoalDraft {
  return { title: '', category: '', unit: 'INR', target: '', deadline: '' };
}

/** An amount in the unit's stored form (paise or a count) as the form shows it: 5000000 paise → "50000". */
export function amountText(amount: number, unit: OwnGoalUnit): string {
  if (unit === 'count') return String(amount);
  const rupees = Math.floor(amount / 100);
  const paise = amount % 100;
  return paise === 0 ? String(rupees) : `${rupees}.${String(paise).padStart(2, '0')}`;
}

export function goalDraftOf(goal: OwnGoal): GoalDraft {
  return { title: goal.title, category: goal.category, unit: goal.unit, target: amountText(goal.target, goal.unit), deadline: goal.deadline };
}

/** Typed text → the stored amount (paise for rupees), or the problem. "5,00,000", "₹ 1,250.50" and "12" are read. */
export function parseAmount(text: string, unit: OwnGoalUnit): { amount: number } | { problem: GoalProblem } {
  const plain = text.replace(/[\s,₹]/g, '');
  if (!plain) return { problem: 'required' };
  const match = (unit === 'INR' ? /^(\d{1,15})(?:\.(\d{1,2}))?$/ : /^(\d{1,15})$/).exec(plain);
  if (!match) return { problem: 'notANumber' };
  const amount = unit === 'INR' ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : Number(match[1]);
  if (amount === 0) return { problem: 'notPositive' };
  if (amount > maxAmount(unit)) return { problem: 'tooBig' };
  return { amount };
}

function checkDay(day: string, unreadable: boolean): GoalProblem | undefined {
  if (unreadable) return 'notADate';
  if (!day) return 'required';
  if (!isIsoDay(day)) return 'notADate';
  if (day < GOAL_LIMITS.firstDay || day > GOAL_LIMITS.lastDay) return 'outOfRange';
  return undefined;
}

/**
 * The goal the draft makes, or the problems. `editing`: the goal as it was (its check-ins are kept,
 * and its unit cannot change while it has any). `deadlineUnreadable`: the date input holds a half date.
 */
export function checkGoalDraft(
  draft: GoalDraft,
  { editing, deadlineUnreadable = false }: { editing?: OwnGoal; deadlineUnreadable?: boolean } = {},
): { goal: OwnGoal; problems?: undefined } | { goal?: undefined; problems: GoalProblems } {
  const problems: GoalProblems = {};
  const title = sanitizeText(draft.title).trim();
  if (!hasVisibleText(title)) problems.title = 'required';
  else if (title.length > GOAL_LIMITS.title) problems.title = 'tooLong';
  if (!draft.category) problems.category = 'required';
  else if (!(GOAL_CATEGORIES as readonly string[]).includes(draft.category)) problems.category = 'notAChoice';
  const unit = (GOAL_UNITS as readonly string[]).includes(draft.unit) ? (draft.unit as OwnGoalUnit) : null;
  if (!unit) problems.unit = 'notAChoice';
  else if (editing && editing.checkIns.length > 0 && unit !== editing.unit) problems.unit = 'locked';
  const target = unit ? parseAmount(draft.target, unit) : null;
  if (target && 'problem' in target) problems.target = target.problem;
  const deadline = draft.deadline.trim();
  const dayProblem = checkDay(deadline, deadlineUnreadable);
  if (dayProblem) problems.deadline = dayProblem;

  if (Object.keys(problems).length > 0 || !unit || !target || 'problem' in target) return { problems };
  return {
    goal: { title, category: draft.category as GoalCategory, unit, target: target.amount, deadline, checkIns: editing?.checkIns ?? [] },
  };
}

export interface CheckInDraft {
  amount: string;
  day: string;
}
export type CheckInField = keyof CheckInDraft;
export type CheckInProblems = Partial<Record<CheckInField, GoalProblem>>;

/** A check-in the draft makes for a goal in `unit`, or the problems: its day may not be after `today` (India's). */
export function checkCheckInDraft(
  draft: CheckInDraft,
  unit: OwnGoalUnit,
  today: IsoDay,
  { dayUnreadable = false }: { dayUnreadable?: boolean } = {},
): { checkIn: GoalCheckIn; problems?: undefined } | { checkIn?: undefined; problems: CheckInProblems } {
  const problems: CheckInProblems = {};
  const amount = parseAmount(draft.amount, unit);
  if ('problem' in amount) problems.amount = amount.problem;
  const day = draft.day.trim();
  const dayProblem = checkDay(day, dayUnreadable) ?? (day > today ? 'future' : undefined);
  if (dayProblem) problems.day = dayProblem;
  if (Object.keys(problems).length > 0 || 'problem' in amount) return { problems };
  return { checkIn: { day, amount: amount.amount } };
}
