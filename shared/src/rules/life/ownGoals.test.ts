import { SYNCED_VALUE_MAX_BYTES } from '../../api/account';
import {
  GOALS_MAX_BYTES,
  MAX_CHECK_INS,
  addCheckIn,
  countCompletedGoals,
  isGoalReached,
  deleteGoal,
  goalsFit,
  isGoalEntry,
  newGoalId,
  ownGoals,
  putGoal,
  type GoalEntries,
  type OwnGoal,
} from './ownGoals';

const goal = (title: string, deadline = '2026-12-31', more: Partial<OwnGoal> = {}): OwnGoal => ({
  title,
  category: 'Finance',
  unit: 'INR',
  target: 50_000_00,
  deadline,
  checkIns: [],
  ...more,
});
const NOW = Date.parse('2026-03-31T10:00:00Z');

describe('isGoalEntry', () => {
  it('takes a goal and a tombstone as this version writes them', () => {
    expect(isGoalEntry(goal('Fund', '2026-12-31', { checkIns: [{ day: '2026-03-01', amount: 100 }] }))).toBe(true);
    expect(isGoalEntry(goal('Books', '2026-12-31', { unit: 'count', target: 24 }))).toBe(true);
    expect(isGoalEntry({ deleted: true, deletedAt: '2026-03-31T10:00:00.000Z' })).toBe(true);
  });
  it('refuses anything else: odd fields, units, amounts, days, too many check-ins', () => {
    const bad: unknown[] = [
      null,
      [],
      { ...goal('Fund'), admin: true },
      goal('  '),
      goal('x'.repeat(121)),
      goal('Fund', '2026-02-30'),
      goal('Fund', '2026-12-31', { unit: 'kg' as never }),
      goal('Fund', '2026-12-31', { category: 'Crypto' as never }),
      goal('Fund', '2026-12-31', { target: 0 }),
      goal('Fund', '2026-12-31', { target: 1.5 }),
      goal('Fund', '2026-12-31', { unit: 'count', target: 10_000_001 }),
      goal('Fund', '2026-12-31', { checkIns: [{ day: '2026-03-01', amount: -1 }] }),
      goal('Fund', '2026-12-31', { checkIns: [{ day: 'soon', amount: 1 }] }),
      goal('Fund', '2026-12-31', { checkIns: Array.from({ length: MAX_CHECK_INS + 1 }, () => ({ day: '2026-03-01', amount: 1 })) }),
      { deleted: true, deletedAt: 'never' },
    ];
    for (const value of bad) expect(isGoalEntry(value)).toBe(false);
  });
});

describe('own goals', () => {
  it('lists live goals by deadline then title, leaving tombstones and odd ids out', () => {
    const entries: GoalEntries = {
      b: goal('Books', '2027-01-01'),
      a: goal('Fund'),
      c: goal('Car'),
      d: { deleted: true, deletedAt: '2026-03-01T00:00:00.000Z' },
      'bad id!': goal('Odd'),
    };
    expect(ownGoals(entries).map(({ id, title }) => `${id} ${title}`)).toEqual(['c Car', 'a Fund', 'b Books']);
  });

  it('puts, deletes with a tombstone and forgets tombstones older than 180 days', () => {
    const old = { deleted: true as const, deletedAt: '2025-09-01T00:00:00.000Z' };
    const entries = putGoal({ old }, 'a', goal('Fund'));
    const after = deleteGoal(entries, 'a', NOW);
    expect(after).toEqual({ a: { deleted: true, deletedAt: '2026-03-31T10:00:00.000Z' } });
  });

  it('adds a check-in in day order, and says when the goal is gone or full', () => {
    const entries: GoalEntries = { a: goal('Fund', '2026-12-31', { checkIns: [{ day: '2026-03-10', amount: 5 }] }) };
    const added = addCheckIn(entries, 'a', { day: '2026-03-01', amount: 7 });
    expect('entries' in added && (added.entries.a as OwnGoal).checkIns).toEqual([
      { day: '2026-03-01', amount: 7 },
      { day: '2026-03-10', amount: 5 },
    ]);
    expect(addCheckIn(entries, 'gone', { day: '2026-03-01', amount: 7 })).toEqual({ problem: 'missing' });
    expect(addCheckIn(deleteGoal(entries, 'a', NOW), 'a', { day: '2026-03-01', amount: 7 })).toEqual({ problem: 'missing' });
    const full: GoalEntries = { a: goal('Fund', '2026-12-31', { checkIns: Array.from({ length: MAX_CHECK_INS }, () => ({ day: '2026-03-01', amount: 1 })) }) };
    expect(addCheckIn(full, 'a', { day: '2026-03-02', amount: 1 })).toEqual({ problem: 'full' });
  });

  it('keeps the store within what the account holds: a goal full of check-ins fits, far too many goals do not', () => {
    expect(GOALS_MAX_BYTES).toBeLessThan(SYNCED_VALUE_MAX_BYTES);
    const full = goal('x'.repeat(120), '2026-12-31', {
      target: 10_000_000_000_00,
      checkIns: Array.from({ length: MAX_CHECK_INS }, () => ({ day: '2026-03-01', amount: 10_000_000_000_00 })),
    });
    expect(goalsFit({ [newGoalId()]: full })).toBe(true);
    const many: GoalEntries = Object.fromEntries(Array.from({ length: 10 }, () => [newGoalId(), full]));
    expect(goalsFit(many)).toBe(false);
  });

  it('counts the goals whose check-ins reach their target, for the profile', () => {
    const entries: GoalEntries = {
      a: goal('Fund', '2026-12-31', { checkIns: [{ day: '2026-03-01', amount: 50_000_00 }] }),
      b: goal('Short', '2026-12-31', { checkIns: [{ day: '2026-03-01', amount: 49_999_99 }] }),
      c: goal('Books', '2026-12-31', {
        unit: 'count',
        target: 3,
        checkIns: [
          { day: '2026-03-01', amount: 2 },
          { day: '2026-03-02', amount: 1 },
        ],
      }),
      d: { deleted: true, deletedAt: '2026-03-01T00:00:00.000Z' },
    };
    expect(countCompletedGoals(entries)).toBe(2);
    expect(countCompletedGoals({})).toBe(0);
    // The same rule says a goal is reached (the deadline reminder skips those).
    expect(isGoalReached(entries.a as OwnGoal)).toBe(true);
    expect(isGoalReached(entries.b as OwnGoal)).toBe(false);
    expect(isGoalReached({ target: 3, checkIns: [] })).toBe(false);
  });

  it('makes ids the store and the API take', () => {
    expect(newGoalId()).toMatch(/^goal-[0-9a-f]{18}$/);
    expect(newGoalId()).not.toBe(newGoalId());
  });
});
