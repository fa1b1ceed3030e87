import { formatDate, formatDay, formatRelativeDate } from './dates';

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
