import type { Goal, Weekday } from '../../types';
import { clampProgress } from '../progress';
import { addDays, indiaDay, parseIsoDay, type IsoDay } from './calendarDay';
import type { GoalCheckIn, OwnGoal } from './ownGoals';

/** A goal's bar value: its progress percent held to 0–100 (spec §9), whatever the data says. */
export function goalProgress(goal: Pick<Goal, 'progress'>): number {
  return clampProgress(goal.progress);
}

/**
 * - `completed`: the target is reached (whatever the date)
 * - `overdue`: the deadline has passed (the deadline day itself is still in time) short of the target
 * - `active`: neither
 */
export type GoalStatus = 'active' | 'completed' | 'overdue';

export function goalStatus(goal: Pick<Goal, 'current' | 'target' | 'deadline'>, today: IsoDay): GoalStatus {
  if (goal.target > 0 && goal.current >= goal.target) return 'completed';
  return goal.deadline < today ? 'overdue' : 'active';
}

const total = (checkIns: readonly GoalCheckIn[]) => checkIns.reduce((sum, checkIn) => sum + checkIn.amount, 0);

/** Whole percent of the target logged, 0–100; rounded down, so 100 is shown only once reached. */
export function percentOf(done: number, target: number): number {
  if (!(target > 0) || !Number.isFinite(done)) return 0;
  return Math.min(100, Math.max(0, Math.floor((done * 100) / target)));
}

/** Days the trend ("this month") looks back over, today included. */
export const TREND_DAYS = 30;

/** Percentage points of the target logged in the last TREND_DAYS days up to today, rounded; 0 when nothing was. */
export function goalTrend(goal: Pick<OwnGoal, 'target' | 'checkIns'>, today: IsoDay): number {
  const from = addDays(today, -(TREND_DAYS - 1));
  const recent = goal.checkIns.filter((checkIn) => checkIn.day >= from && checkIn.day <= today);
  if (!(goal.target > 0)) return 0;
  return Math.min(100, Math.round((total(recent) * 100) / goal.target));
}

/** An own goal as the tracker shows it: progress, current and trend from its check-ins; rupees from paise. */
export function goalFromCheckIns(id: string, goal: OwnGoal, today: IsoDay): Goal {
  const done = total(goal.checkIns);
  const scale = goal.unit === 'INR' ? 100 : 1;
  return {
    id,
    title: goal.title,
    category: goal.category,
    progress: percentOf(done, goal.target),
    current: done / scale,
    target: goal.target / scale,
    unit: goal.unit,
    deadline: goal.deadline,
    trend: goalTrend(goal, today),
  };
}

/** One bar of the tracker's chart: a day that has happened, and the progress logged on it. */
export interface ChartDay {
  day: IsoDay;
  weekday: Weekday;
  /** percentage points of the goals' targets logged that day, summed, rounded */
  value: number;
}

const WEEKDAYS: readonly Weekday[] = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The last 7 days ending today, today being India's day at `now` (Asia/Kolkata), oldest first. */
export function lastSevenDays(now: Date | number): IsoDay[] {
  const today = indiaDay(now);
  return Array.from({ length: 7 }, (_, index) => addDays(today, index - 6));
}

/**
 * The weekly chart (issue 27): the last 7 days ending today in India, so no bar stands for a day
 * still to come, each with what the check-ins of those days add up to, as percentage points of
 * their goals' targets (a ₹5,000 check-in on a ₹50,000 goal is 10).
 */
export function goalWeek(goals: readonly Pick<OwnGoal, 'target' | 'checkIns'>[], now: Date | number): ChartDay[] {
  return lastSevenDays(now).map((day) => {
    let points = 0;
    for (const goal of goals) {
      if (!(goal.target > 0)) continue;
      for (const checkIn of goal.checkIns) if (checkIn.day === day) points += (checkIn.amount * 100) / goal.target;
    }
    return { day, weekday: WEEKDAYS[parseIsoDay(day)!.getDay()]!, value: Math.round(points) };
  });
}
