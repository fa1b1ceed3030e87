import { addDays, bookingDays, hasStarted, indiaDate, longDay, slotDate, slotTime } from './indiaTime';

const india = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', ...options });

describe('India time without Intl', () => {
  it('reads every half hour of two days as Intl does, AM/PM in capitals', () => {
    const time = india({ hour: 'numeric', minute: '2-digit' });
    for (let step = 0; step < 96; step += 1) {
      const instant = new Date(Date.UTC(2026, 10, 24, 0, 0) + step * 30 * 60_000);
      expect(slotTime(instant.toISOString())).toBe(time.format(instant).toUpperCase());
    }
    expect(slotTime('2026-11-25T10:00:00+05:30')).toBe('10:00 AM');
    expect(slotTime('2026-11-25T00:30:00+05:30')).toBe('12:30 AM');
    expect(slotTime('2026-11-25T12:00:00+05:30')).toBe('12:00 PM');
    expect(slotTime('2026-11-25T16:00:00+05:30')).toBe('4:00 PM');
    expect(slotTime('not a time')).toBe('');
  });

  it('names the India day of every day two years either side as Intl does', () => {
    const long = india({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const short = india({ weekday: 'short', day: 'numeric', month: 'short' });
    const start = Date.UTC(2025, 0, 1, 20, 0); // 01:30 the next morning in India
    for (let offset = 0; offset < 4 * 366; offset += 1) {
      const instant = new Date(start + offset * 86_400_000);
      const [day] = bookingDays(instant, 1);
      expect(day!.full).toBe(long.format(instant));
      expect(`${day!.weekday}, ${day!.day} ${day!.month}`).toBe(short.format(instant));
      expect(longDay(indiaDate(instant))).toBe(long.format(instant));
    }
  });

  it('takes the day in India, not on the device: 20:00 UTC is already tomorrow', () => {
    expect(indiaDate(new Date('2026-11-24T18:29:59Z'))).toBe('2026-11-24');
    expect(indiaDate(new Date('2026-11-24T18:30:00Z'))).toBe('2026-11-25');
    expect(slotDate('2026-11-25T00:30:00+05:30')).toBe('2026-11-25');
    expect(slotDate('junk')).toBe('');
  });

  it('counts days across months, years and a leap day', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-11-24', 13)).toBe('2026-12-07');
    expect(addDays('2026-02-30', 1)).toBe('2026-02-30');
  });

  it('offers 14 days from today, the first two as Today and Tomorrow', () => {
    const days = bookingDays(new Date('2026-11-24T05:00:00Z'), 14);
    expect(days).toHaveLength(14);
    expect(days[0]).toEqual({ date: '2026-11-24', weekday: 'Tue', day: '24', month: 'Nov', relative: 'Today', full: 'Tuesday, 24 November 2026' });
    expect(days[1]!.relative).toBe('Tomorrow');
    expect(days[2]!.relative).toBe('Thu');
    expect(days[13]!.date).toBe('2026-12-07');
  });

  it('knows a slot that has begun', () => {
    const now = new Date('2026-11-24T05:00:00Z');
    expect(hasStarted('2026-11-24T10:30:00+05:30', now)).toBe(true);
    expect(hasStarted('2026-11-24T11:00:00+05:30', now)).toBe(false);
    expect(hasStarted('junk', now)).toBe(true);
  });
});
