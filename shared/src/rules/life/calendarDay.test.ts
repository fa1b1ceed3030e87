import { addDays, isIsoDay, parseIsoDay, toIsoDay } from './calendarDay';

describe('calendar days', () => {
  it('turns a local date into its ISO day', () => {
    expect(toIsoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(toIsoDay(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });

  it('adds and subtracts days across months and years', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-06-15', 0)).toBe('2026-06-15');
  });

  it('rejects text that is not a real day', () => {
    expect(isIsoDay('2026-02-30')).toBe(false);
    expect(isIsoDay('2026-1-5')).toBe(false);
    expect(isIsoDay('tomorrow')).toBe(false);
    expect(isIsoDay('')).toBe(false);
    expect(parseIsoDay('2026-02-28')?.getDate()).toBe(28);
    expect(() => addDays('soon', 1)).toThrow(RangeError);
  });
});
