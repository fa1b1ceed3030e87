import type { ActionItem } from '../../types';
import { countActionItems, filterActionItems, isOverdue } from './actionItemFilter';

const today = '2026-03-31';
const item = (id: string, dueDate: string, completed: boolean, title = `Item ${id}`): ActionItem => ({
  id,
  title,
  category: 'Finance',
  priority: 'Medium',
  dueDate,
  completed,
  description: 'Something to do',
});

const items: [ActionItem, ActionItem, ActionItem, ActionItem, ActionItem] = [
  item('late', '2026-03-30', false, 'File ITR'),
  item('late-done', '2026-03-01', true, 'Pay EMI'),
  item('today', '2026-03-31', false, 'Renew insurance'),
  item('next', '2026-04-01', false, 'Book check-up (annual)'),
  item('done', '2026-04-10', true, 'Update nominee'),
];
const ids = (list: ActionItem[]) => list.map((entry) => entry.id);

describe('action-item filter', () => {
  it('is overdue only when open and due before today', () => {
    expect(isOverdue(items[0], today)).toBe(true);
    expect(isOverdue(items[1], today)).toBe(false);
    expect(isOverdue(items[2], today)).toBe(false);
    expect(isOverdue(item('x', 'garbage', false), today)).toBe(false);
  });

  it('keeps the items of each chip', () => {
    expect(ids(filterActionItems(items, 'All', '', today))).toEqual(['late', 'late-done', 'today', 'next', 'done']);
    expect(ids(filterActionItems(items, 'Pending', '', today))).toEqual(['late', 'today', 'next']);
    expect(ids(filterActionItems(items, 'Completed', '', today))).toEqual(['late-done', 'done']);
    expect(ids(filterActionItems(items, 'Overdue', '', today))).toEqual(['late']);
  });

  it('moves with the day given', () => {
    expect(ids(filterActionItems(items, 'Overdue', '', '2026-04-02'))).toEqual(['late', 'today', 'next']);
  });

  it('searches title, category and description as plain text', () => {
    expect(ids(filterActionItems(items, 'All', 'itr', today))).toEqual(['late']);
    expect(ids(filterActionItems(items, 'All', '(annual)', today))).toEqual(['next']);
    expect(filterActionItems(items, 'All', 'finance', today)).toHaveLength(5);
    expect(filterActionItems(items, 'All', 'something TO do', today)).toHaveLength(5);
    expect(filterActionItems(items, 'All', '.*', today)).toHaveLength(0);
    expect(filterActionItems(items, 'All', '<script>alert(1)</script>', today)).toHaveLength(0);
    expect(filterActionItems(items, 'All', 'x'.repeat(10_000), today)).toHaveLength(0);
  });

  it('counts each chip over the current search', () => {
    expect(countActionItems(items, '', today)).toEqual({ All: 5, Pending: 3, Completed: 2, Overdue: 1 });
    expect(countActionItems(items, 'pay', today)).toEqual({ All: 1, Pending: 0, Completed: 1, Overdue: 0 });
    expect(countActionItems([], '', today)).toEqual({ All: 0, Pending: 0, Completed: 0, Overdue: 0 });
  });
});
