import { changeLocale } from '@nyaya/shared/i18n';
import { formatDate, formatDay, formatIndiaDateTime, formatIndiaTime, formatMonthYear, formatRelativeDate } from './dates';

describe('formatDate', () => {
  it('formats Indian style and tolerates junk', () => {
    expect(formatDate('2026-12-15')).toBe('15 Dec 2026');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatRelativeDate', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it.each([
    ['2026-11-21T12:00:00Z', 'yesterday'],
    ['2026-11-19T12:00:00Z', '3 days ago'],
    ['2026-11-08T12:00:00Z', '2 weeks ago'],
    ['2026-06-22T12:00:00Z', '5 months ago'],
    ['2024-11-22T12:00:00Z', '2 years ago'],
  ])('%s → %s', (iso, text) => {
    expect(formatRelativeDate(iso, now)).toBe(text);
  });
});

describe('formatDay', () => {
  it('formats a parsed calendar day as its local date', () => {
    expect(formatDay(new Date(2026, 0, 5))).toBe('5 Jan 2026');
  });
  it('gives an empty string for an invalid date', () => {
    expect(formatDay(new Date('not a date'))).toBe('');
  });
});

// The formatters avoid Intl on the page (see digits.ts); Intl stays the reference they must match.
describe('byte for byte what Intl prints for en-IN', () => {
  const dayMonthYear = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
  const monthYear = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric' });
  const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });

  it('every month of the year, first and last days', () => {
    for (let month = 0; month < 12; month += 1) {
      for (const day of [1, 9, 28]) {
        const date = new Date(2026, month, day);
        expect(formatDay(date)).toBe(dayMonthYear.format(date));
        expect(formatMonthYear(date)).toBe(monthYear.format(date));
      }
    }
    expect(formatMonthYear(new Date('junk'))).toBe('');
  });

  it('every distance from two years back to two years ahead', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    for (let days = -800; days <= 800; days += 1) {
      const iso = new Date(now.getTime() + days * 86_400_000).toISOString();
      const abs = Math.abs(days);
      const [value, unit] =
        abs < 7 ? [days, 'day'] : abs < 30 ? [Math.round(days / 7), 'week'] : abs < 365 ? [Math.round(days / 30), 'month'] : [Math.round(days / 365), 'year'];
      expect(formatRelativeDate(iso, now)).toBe(relative.format(value, unit as Intl.RelativeTimeFormatUnit));
    }
    expect(formatRelativeDate(new Date(now.getTime() + 1500 * 365 * 86_400_000).toISOString(), now)).toBe(relative.format(1500, 'year'));
  });
});

describe('India time', () => {
  it('reads a UTC instant on India’s clock, whatever the device’s zone', () => {
    expect(formatIndiaTime('2026-12-15T10:12:00Z')).toBe('3:42 PM');
    expect(formatIndiaTime('2026-12-15T18:40:00Z')).toBe('12:10 AM');
    expect(formatIndiaDateTime('2026-12-15T18:40:00Z')).toBe('16 Dec 2026, 12:10 AM');
    expect(formatIndiaDateTime('2026-12-15T12:05:00+05:30')).toBe('15 Dec 2026, 12:05 PM');
    expect(formatIndiaTime('junk')).toBe('');
    expect(formatIndiaDateTime('junk')).toBe('');
  });

  it('prints byte for byte what Intl prints for en-IN in Asia/Kolkata, AM/PM in capitals', () => {
    const time = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit' });
    const dateTime = new Intl.DateTimeFormat('en-IN', {
      timeZone: 'Asia/Kolkata',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    const check = (at: number) => {
      const iso = new Date(at).toISOString();
      expect(formatIndiaTime(iso)).toBe(time.format(at).toUpperCase());
      expect(formatIndiaDateTime(iso)).toBe(dateTime.format(at).replace(/ ([ap]m)$/, (_, half: string) => ` ${half.toUpperCase()}`));
    };
    // Every minute of a day (both halves, midnight and noon), then every day of a year around India's midnight.
    const start = Date.UTC(2026, 0, 1);
    for (let minute = 0; minute < 1440; minute += 1) check(start + minute * 60_000);
    for (let day = 0; day < 366; day += 1) for (const minute of [1109, 1110, 1111]) check(start + day * 86_400_000 + minute * 60_000);
  });
});

// Hindi: the same formatters after the page switches language; Intl's hi-IN stays the reference.
describe('byte for byte what Intl prints for hi-IN', () => {
  const dayMonthYear = new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'short', year: 'numeric' });
  const monthYear = new Intl.DateTimeFormat('hi-IN', { month: 'long', year: 'numeric' });
  const relative = new Intl.RelativeTimeFormat('hi', { numeric: 'auto' });
  const now = new Date('2026-11-22T12:00:00Z');

  beforeEach(() => changeLocale('hi'));
  afterEach(() => changeLocale('en'));

  it('reads as Hindi readers expect, with Latin digits', () => {
    expect(formatDate('2026-12-15')).toBe('15 दिस॰ 2026');
    expect(formatDay(new Date(2026, 0, 5))).toBe('5 जन॰ 2026');
    expect(formatMonthYear(new Date(2026, 10, 1))).toBe('नवंबर 2026');
    expect(formatRelativeDate('2026-11-21T12:00:00Z', now)).toBe('कल');
    expect(formatRelativeDate('2026-11-22T12:00:00Z', now)).toBe('आज');
    expect(formatRelativeDate('2026-11-19T12:00:00Z', now)).toBe('3 दिन पहले');
    expect(formatRelativeDate('2026-11-08T12:00:00Z', now)).toBe('2 सप्ताह पहले');
    expect(formatRelativeDate('2026-11-25T12:00:00Z', now)).toBe('3 दिन में');
    expect(formatIndiaDateTime('2026-12-15T10:12:00Z')).toBe('15 दिस॰ 2026, दोपहर 3:42');
    expect(formatDate('not a date')).toBe('');
  });

  it('every day of two years, and every month', () => {
    for (let day = 0; day < 731; day += 1) {
      const date = new Date(2026, 0, 1 + day);
      expect(formatDay(date)).toBe(dayMonthYear.format(date));
      expect(formatMonthYear(date)).toBe(monthYear.format(date));
    }
    for (const year of [1, 999, 2000, 9999, 12345]) {
      const date = new Date(2026, 5, 30);
      date.setFullYear(year);
      expect(formatDay(date)).toBe(dayMonthYear.format(date));
    }
  });

  it('every distance from two years back to two years ahead, and far away', () => {
    for (let days = -800; days <= 800; days += 1) {
      const iso = new Date(now.getTime() + days * 86_400_000).toISOString();
      const abs = Math.abs(days);
      const [value, unit] =
        abs < 7 ? [days, 'day'] : abs < 30 ? [Math.round(days / 7), 'week'] : abs < 365 ? [Math.round(days / 30), 'month'] : [Math.round(days / 365), 'year'];
      expect(formatRelativeDate(iso, now)).toBe(relative.format(value, unit as Intl.RelativeTimeFormatUnit));
    }
    for (const years of [1500, -1500, 123_456, -123_456]) {
      expect(formatRelativeDate(new Date(now.getTime() + years * 365 * 86_400_000).toISOString(), now)).toBe(relative.format(years, 'year'));
    }
  });

  it('India time as the part of the day and the clock (सुबह 10:00), the date as hi-IN prints it', () => {
    expect(formatIndiaTime('2026-11-25T10:00:00+05:30')).toBe('सुबह 10:00');
    expect(formatIndiaTime('2026-11-25T12:00:00+05:30')).toBe('दोपहर 12:00');
    expect(formatIndiaTime('2026-11-25T15:59:00+05:30')).toBe('दोपहर 3:59');
    expect(formatIndiaTime('2026-11-25T16:30:00+05:30')).toBe('शाम 4:30');
    expect(formatIndiaTime('2026-11-25T20:00:00+05:30')).toBe('रात 8:00');
    expect(formatIndiaTime('2026-11-25T00:30:00+05:30')).toBe('रात 12:30');
    expect(formatIndiaTime('2026-11-25T03:59:00+05:30')).toBe('रात 3:59');
    expect(formatIndiaTime('2026-11-25T04:00:00+05:30')).toBe('सुबह 4:00');
    // What tracking showed as "8:44 am" (03:14 UTC) now reads as booking does.
    expect(formatIndiaTime('2026-11-25T03:14:00Z')).toBe('सुबह 8:44');
    expect(formatIndiaTime('junk')).toBe('');
    const dayMonthYearInIndia = new Intl.DateTimeFormat('hi-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' });
    const hour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: 'numeric', hourCycle: 'h23' });
    const clock = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit' });
    const check = (at: number) => {
      const iso = new Date(at).toISOString();
      const hours = Number(hour.format(at));
      const part = hours < 4 || hours >= 20 ? 'रात' : hours < 12 ? 'सुबह' : hours < 16 ? 'दोपहर' : 'शाम';
      const time = `${part} ${clock.format(at).replace(/ [ap]m$/, '')}`;
      expect(formatIndiaTime(iso)).toBe(time);
      expect(formatIndiaDateTime(iso)).toBe(`${dayMonthYearInIndia.format(at)}, ${time}`);
    };
    const start = Date.UTC(2026, 0, 1);
    for (let minute = 0; minute < 1440; minute += 1) check(start + minute * 60_000);
    for (let day = 0; day < 366; day += 1) for (const minute of [1109, 1110, 1111]) check(start + day * 86_400_000 + minute * 60_000);
  });

  it('goes back to English with the page', async () => {
    await changeLocale('en');
    expect(formatDate('2026-12-15')).toBe('15 Dec 2026');
    expect(formatRelativeDate('2026-11-21T12:00:00Z', now)).toBe('yesterday');
  });
});
