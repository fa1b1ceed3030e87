import { removeCheckIn, replaceCheckIn } from './checkInCorrection';
import { goalFromCheckIns, goalWeek } from './goalProgress';
import { deleteGoal, isGoalReached, type GoalEntries, type OwnGoal } from './ownGoals';

const fund = (checkIns: OwnGoal['checkIns']): OwnGoal => ({
  title: 'Fund',
  category: 'Finance',
  unit: 'INR',
  target: 50_000_00,
  deadline: '2026-12-31',
  checkIns,
});
const LOGGED = [
  { day: '2026-03-01', amount: 10_000_00 },
  { day: '2026-03-30', amount: 40_000_00 },
];
const entries: GoalEntries = { a: fund(LOGGED), b: fund([]) };
const goalOf = (result: ReturnType<typeof replaceCheckIn>) => ('entries' in result ? (result.entries.a as OwnGoal) : null);
const NOW = Date.parse('2026-03-31T10:00:00Z');

describe('replaceCheckIn', () => {
  it('changes one check-in’s amount and day, keeps day order, and leaves other goals alone', () => {
    const result = replaceCheckIn(entries, 'a', { index: 1, was: LOGGED[1]! }, { day: '2026-02-01', amount: 4_000_00 });
    expect(goalOf(result)!.checkIns).toEqual([
      { day: '2026-02-01', amount: 4_000_00 },
      { day: '2026-03-01', amount: 10_000_00 },
    ]);
    expect('entries' in result && result.entries.b).toBe(entries.b);
    expect(entries.a).toEqual(fund(LOGGED)); // not mutated
  });

  it('moves progress, trend, the week’s bars and completed with it (the shared rules read the corrected list)', () => {
    expect(isGoalReached(entries.a as OwnGoal)).toBe(true);
    const result = replaceCheckIn(entries, 'a', { index: 1, was: LOGGED[1]! }, { day: '2026-03-29', amount: 4_000_00 });
    const goal = goalOf(result)!;
    expect(isGoalReached(goal)).toBe(false);
    expect(goalFromCheckIns('a', goal, '2026-03-31')).toMatchObject({ progress: 28, current: 14_000, trend: 8 });
    const week = goalWeek([goal], NOW);
    expect(week.find((day) => day.day === '2026-03-29')!.value).toBe(8);
    expect(week.find((day) => day.day === '2026-03-30')!.value).toBe(0);
  });

  it('finds the check-in by its value when the list moved meanwhile, and refuses when it is gone', () => {
    const moved: GoalEntries = { a: fund([{ day: '2026-01-01', amount: 1_00 }, ...LOGGED]) };
    expect(goalOf(replaceCheckIn(moved, 'a', { index: 1, was: LOGGED[1]! }, { day: '2026-03-30', amount: 1 }))!.checkIns).toEqual([
      { day: '2026-01-01', amount: 1_00 },
      { day: '2026-03-01', amount: 10_000_00 },
      { day: '2026-03-30', amount: 1 },
    ]);
    expect(replaceCheckIn({ a: fund([LOGGED[0]!]) }, 'a', { index: 1, was: LOGGED[1]! }, LOGGED[0]!)).toEqual({ problem: 'changed' });
    expect(replaceCheckIn(entries, 'a', { index: 7, was: { day: '2026-03-30', amount: 5 } }, LOGGED[0]!)).toEqual({ problem: 'changed' });
    expect(replaceCheckIn(entries, 'a', { index: Number.NaN, was: LOGGED[1]! }, LOGGED[0]!)).toMatchObject({ entries: {} });
  });

  it('refuses a check-in of a goal that is gone or deleted (perhaps on another device)', () => {
    const ref = { index: 0, was: LOGGED[0]! };
    expect(replaceCheckIn(entries, 'gone', ref, LOGGED[0]!)).toEqual({ problem: 'missing' });
    expect(replaceCheckIn(entries, '__proto__', ref, LOGGED[0]!)).toEqual({ problem: 'missing' });
    expect(replaceCheckIn(deleteGoal(entries, 'a', NOW), 'a', ref, LOGGED[0]!)).toEqual({ problem: 'missing' });
    expect(removeCheckIn(deleteGoal(entries, 'a', NOW), 'a', ref)).toEqual({ problem: 'missing' });
  });
});

describe('removeCheckIn', () => {
  it('removes only the check-in named, of two alike the one at its place', () => {
    const twins: GoalEntries = { a: fund([LOGGED[0]!, LOGGED[0]!, LOGGED[1]!]) };
    const result = removeCheckIn(twins, 'a', { index: 1, was: LOGGED[0]! });
    expect(goalOf(result)!.checkIns).toEqual([LOGGED[0], LOGGED[1]]);
    const last = removeCheckIn({ a: fund([LOGGED[0]!]) }, 'a', { index: 0, was: LOGGED[0]! });
    expect(goalOf(last)!.checkIns).toEqual([]);
    expect(goalFromCheckIns('a', goalOf(last)!, '2026-03-31')).toMatchObject({ progress: 0, current: 0, trend: 0 });
    expect(removeCheckIn(entries, 'a', { index: 0, was: { day: '2026-03-01', amount: 9 } })).toEqual({ problem: 'changed' });
  });
});
