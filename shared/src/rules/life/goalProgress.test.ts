import { goalFromCheckIns, goalProgress, goalStatus, goalTrend, goalWeek, lastSevenDays, percentOf } from './goalProgress';
import { fundGoal as fund } from '../../testing/goals';

describe('goalProgress', () => {
  it('keeps a progress within range', () => {
    expect(goalProgress({ progress: 64 })).toBe(64);
    expect(goalProgress({ progress: 37.5 })).toBe(37.5);
    expect(goalProgress({ progress: 0 })).toBe(0);
    expect(goalProgress({ progress: 100 })).toBe(100);
  });

  it('clamps out-of-range and broken values', () => {
    expect(goalProgress({ progress: 120 })).toBe(100);
    expect(goalProgress({ progress: -5 })).toBe(0);
    expect(goalProgress({ progress: Number.NaN })).toBe(0);
  });
});

describe('percentOf', () => {
  it('rounds down so that 100 means reached, and holds to 0–100', () => {
    expect(percentOf(0, 10)).toBe(0);
    expect(percentOf(3, 6)).toBe(50);
    expect(percentOf(9_999, 10_000)).toBe(99);
    expect(percentOf(10_000, 10_000)).toBe(100);
    expect(percentOf(25, 10)).toBe(100);
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(Number.NaN, 10)).toBe(0);
  });
});

describe('goalStatus', () => {
  const goal = { current: 40, target: 100, deadline: '2026-03-31' };
  it('is active up to and on the deadline day', () => {
    expect(goalStatus(goal, '2026-03-30')).toBe('active');
    expect(goalStatus(goal, '2026-03-31')).toBe('active');
  });
  it('is overdue the day after, short of the target', () => {
    expect(goalStatus(goal, '2026-04-01')).toBe('overdue');
  });
  it('is completed once the target is reached, before or after the deadline', () => {
    expect(goalStatus({ ...goal, current: 100 }, '2026-03-01')).toBe('completed');
    expect(goalStatus({ ...goal, current: 120 }, '2026-05-01')).toBe('completed');
  });
});

describe('goalTrend', () => {
  it('counts the percentage points logged in the 30 days up to today', () => {
    const goal = fund([
      { day: '2026-02-28', amount: 10_000_00 }, // 31 days before: not counted
      { day: '2026-03-01', amount: 5_000_00 }, // 30th day back: counted
      { day: '2026-03-30', amount: 2_500_00 },
    ]);
    expect(goalTrend(goal, '2026-03-30')).toBe(15);
  });
  it('is 0 with nothing logged lately, and never counts a day after today', () => {
    expect(goalTrend(fund([]), '2026-03-30')).toBe(0);
    expect(goalTrend(fund([{ day: '2026-03-31', amount: 5_000_00 }]), '2026-03-30')).toBe(0);
  });
});

describe('goalFromCheckIns', () => {
  it('turns paise into rupees and adds the check-ins up', () => {
    const goal = goalFromCheckIns(
      'g',
      fund([
        { day: '2026-03-01', amount: 12_345_50 },
        { day: '2026-03-02', amount: 20_000_00 },
      ]),
      '2026-03-02',
    );
    expect(goal).toMatchObject({ id: 'g', current: 32_345.5, target: 50_000, progress: 64, unit: 'INR', trend: 65 });
  });
  it('keeps counts whole', () => {
    const books = fund([{ day: '2026-03-01', amount: 3 }], { unit: 'count', target: 24 });
    expect(goalFromCheckIns('b', books, '2026-03-02')).toMatchObject({ current: 3, target: 24, progress: 12, unit: 'count' });
  });
});

describe('lastSevenDays and goalWeek: the chart', () => {
  it('ends on today in India, oldest first, with no day still to come', () => {
    expect(lastSevenDays(Date.parse('2026-03-31T10:00:00Z'))).toEqual([
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
    ]);
  });

  it('turns to the next day at midnight in India, not in UTC or on the device', () => {
    // 18:29:59 UTC is 23:59:59 IST on the 31st; a second later it is the 1st of April in India.
    expect(lastSevenDays(Date.parse('2026-03-31T18:29:59Z')).at(-1)).toBe('2026-03-31');
    expect(lastSevenDays(Date.parse('2026-03-31T18:30:00Z')).at(-1)).toBe('2026-04-01');
    expect(lastSevenDays(new Date('2026-03-31T18:30:00Z'))[0]).toBe('2026-03-26');
  });

  it('crosses a year', () => {
    expect(lastSevenDays(Date.parse('2027-01-02T06:00:00Z'))).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });

  it('adds each day’s check-ins as percentage points of their goals’ targets, with weekday names', () => {
    const goals = [
      fund([
        { day: '2026-03-24', amount: 40_000_00 }, // before the week
        { day: '2026-03-25', amount: 5_000_00 },
        { day: '2026-03-31', amount: 2_500_00 },
      ]),
      fund([{ day: '2026-03-31', amount: 1 }], { unit: 'count', target: 3 }),
    ];
    const week = goalWeek(goals, Date.parse('2026-03-31T10:00:00Z'));
    expect(week.map(({ weekday, value }) => `${weekday} ${value}`)).toEqual(['Wed 10', 'Thu 0', 'Fri 0', 'Sat 0', 'Sun 0', 'Mon 0', 'Tue 38']);
    expect(week.at(-1)!.day).toBe('2026-03-31');
  });

  it('shows an empty week, 7 days, when nothing is logged', () => {
    const week = goalWeek([], Date.parse('2026-03-31T10:00:00Z'));
    expect(week).toHaveLength(7);
    expect(week.every((day) => day.value === 0)).toBe(true);
  });
});
