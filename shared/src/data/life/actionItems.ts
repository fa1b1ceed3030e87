import type { ActionItem } from '../../types';
import { addDays, toIsoDay, type IsoDay } from '../../rules/life/calendarDay';

/**
 * The sample action items. Their due dates are days from today, so "Today", "Tomorrow" and
 * Overdue always have something to show; the same `today` always gives the same list.
 */
const templates: (Omit<ActionItem, 'dueDate'> & { dueInDays: number })[] = [
  {
    id: 'act-1',
    title: 'Pay home-loan EMI',
    category: 'Finance',
    priority: 'High',
    dueInDays: 0,
    completed: false,
    description: 'Keep ₹25,000 in the salary account before the auto-debit.',
  },
  {
    id: 'act-2',
    title: 'Renew car insurance',
    category: 'Finance',
    priority: 'High',
    dueInDays: 1,
    completed: false,
    description: 'Compare two quotes and keep the no-claim bonus.',
  },
  {
    id: 'act-3',
    title: 'Upload Form 16 for ITR filing',
    category: 'Finance',
    priority: 'Medium',
    dueInDays: -3,
    completed: false,
    description: 'Download it from the employer portal and check the TDS figures.',
  },
  {
    id: 'act-4',
    title: 'Book annual health check-up',
    category: 'Health',
    priority: 'Medium',
    dueInDays: 5,
    completed: false,
    description: 'Fasting blood tests; morning slot at the nearby lab.',
  },
  {
    id: 'act-5',
    title: "Check parents' health-insurance cover",
    category: 'Health',
    priority: 'High',
    dueInDays: -1,
    completed: false,
    description: 'See whether the policy covers pre-existing conditions.',
  },
  {
    id: 'act-6',
    title: 'Review the draft rental agreement',
    category: 'Real Estate',
    priority: 'Medium',
    dueInDays: 1,
    completed: false,
    description: 'Check the lock-in period and the security deposit clause.',
  },
  {
    id: 'act-7',
    title: 'Compare home-loan interest rates',
    category: 'Real Estate',
    priority: 'Low',
    dueInDays: -2,
    completed: true,
    description: 'Shortlist three lenders for the Pune flat.',
  },
  {
    id: 'act-8',
    title: 'Update nominee on PPF account',
    category: 'Finance',
    priority: 'Low',
    dueInDays: 12,
    completed: true,
    description: 'Submit Form E at the bank branch.',
  },
  {
    id: 'act-9',
    title: 'Finish module 4 of the analytics course',
    category: 'Career',
    priority: 'Low',
    dueInDays: 3,
    completed: false,
    description: 'Two videos and one graded quiz left.',
  },
];

export function actionItemsFor(today: IsoDay): ActionItem[] {
  return templates.map(({ dueInDays, ...item }) => ({ ...item, dueDate: addDays(today, dueInDays) }));
}

/** The action items as of `today` (the local day by default). */
export async function getActionItems(today: IsoDay = toIsoDay(new Date())): Promise<ActionItem[]> {
  return actionItemsFor(today);
}
