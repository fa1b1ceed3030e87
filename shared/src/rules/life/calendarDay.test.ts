import { addDays, indiaDay, isIsoDay, parseIsoDay, toIsoDay } from './calendarDay';

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

  it('says the day in India, whatever the device’s zone: 23:59 IST is that day, 00:00 IST the next', () => {
    expect(indiaDay(new Date('2026-03-31T23:59:59+05:30'))).toBe('2026-03-31');
    expect(indiaDay(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-04-01');
    // 18:29 UTC is 23:59 IST; 18:30 UTC is already tomorrow in India.
    expect(indiaDay(Date.parse('2026-03-31T18:29:00Z'))).toBe('2026-03-31');
    expect(indiaDay(Date.parse('2026-03-31T18:30:00Z'))).toBe('2026-04-01');
    expect(indiaDay(Date.parse('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
    expect(indiaDay(Date.parse('2028-02-28T20:00:00Z'))).toBe('2028-02-29');
  });
});
