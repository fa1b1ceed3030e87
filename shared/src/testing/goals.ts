import type { OwnGoal } from '../rules/life/ownGoals';

/** A rupee goal for tests: ₹50,000 by the end of 2026, with the check-ins (and changes) given. */
export const fundGoal = (checkIns: OwnGoal['checkIns'] = [], more: Partial<OwnGoal> = {}): OwnGoal => ({
  title: 'Emergency fund',
  category: 'Finance',
  unit: 'INR',
  target: 50_000_00,
  deadline: '2026-12-31',
  checkIns,
  ...more,
});
