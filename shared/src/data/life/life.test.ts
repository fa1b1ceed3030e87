import { actionItemsFor, goals, lifeEvents, resourceCategories, resources, weeklyActivity } from '.';
import { isIsoDay } from '../../rules/life';

const unique = (ids: string[]) => new Set(ids).size === ids.length;

describe('life sample data', () => {
  it('has unique ids and valid dates', () => {
    expect(unique(lifeEvents.map((event) => event.id))).toBe(true);
    expect(unique(resources.map((resource) => resource.id))).toBe(true);
    expect(unique(goals.map((goal) => goal.id))).toBe(true);
    expect(lifeEvents.every((event) => isIsoDay(event.date))).toBe(true);
    expect(goals.every((goal) => isIsoDay(goal.deadline))).toBe(true);
  });

  it('covers every resource category and a full week', () => {
    expect(new Set(resources.map((resource) => resource.category))).toEqual(new Set(resourceCategories));
    expect(weeklyActivity.map((entry) => entry.day)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it('gives each goal the progress its current and target say', () => {
    for (const goal of goals) expect(goal.progress).toBe(Math.round((goal.current / goal.target) * 100));
  });

  it('dates action items from the day given', () => {
    const items = actionItemsFor('2026-12-31');
    expect(unique(items.map((item) => item.id))).toBe(true);
    expect(items.find((item) => item.id === 'act-1')?.dueDate).toBe('2026-12-31');
    expect(items.find((item) => item.id === 'act-2')?.dueDate).toBe('2027-01-01');
    expect(items.find((item) => item.id === 'act-3')?.dueDate).toBe('2026-12-28');
    expect(actionItemsFor('2026-12-31')).toEqual(items);
  });
});
