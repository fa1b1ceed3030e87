import type { Goal, WeeklyActivity } from '../../types';

/** The sample week of the progress tracker: percent of each day's planned work done. */
export const weeklyActivity: WeeklyActivity[] = [
  { day: 'Mon', value: 65 },
  { day: 'Tue', value: 80 },
  { day: 'Wed', value: 45 },
  { day: 'Thu', value: 90 },
  { day: 'Fri', value: 70 },
  { day: 'Sat', value: 100 },
  { day: 'Sun', value: 25 },
];

export const goals: Goal[] = [
  { id: 'goal-1', title: 'Emergency fund', category: 'Finance', progress: 64, current: 320000, target: 500000, unit: 'INR', deadline: '2026-12-31', trend: 8 },
  {
    id: 'goal-2',
    title: 'Home down payment',
    category: 'Real Estate',
    progress: 35,
    current: 700000,
    target: 2000000,
    unit: 'INR',
    deadline: '2027-12-31',
    trend: 3,
  },
  {
    id: 'goal-3',
    title: 'Finish a data analytics certificate',
    category: 'Career',
    progress: 50,
    current: 3,
    target: 6,
    unit: 'courses',
    deadline: '2026-09-30',
    trend: 17,
  },
  { id: 'goal-4', title: 'Run 500 km this year', category: 'Health', progress: 42, current: 210, target: 500, unit: 'km', deadline: '2026-12-31', trend: -4 },
  { id: 'goal-5', title: 'Read 24 books', category: 'Personal Growth', progress: 75, current: 18, target: 24, unit: 'books', deadline: '2026-12-31', trend: 0 },
];

export async function getWeeklyActivity(): Promise<WeeklyActivity[]> {
  return weeklyActivity;
}

export async function getGoals(): Promise<Goal[]> {
  return goals;
}
