import { lazyFormat } from './lazyFormat';

const dayMonthYear = lazyFormat(() => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }));
const relative = lazyFormat(() => new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' }));
const DAY_MS = 86_400_000;

/** "15 Dec 2026"; an invalid date gives an empty string rather than "Invalid Date". */
export function formatDate(iso: string): string {
  return formatDay(new Date(iso));
}

/** The same "15 Dec 2026" for a Date already parsed (e.g. a calendar day in local time). */
export function formatDay(date: Date): string {
  return Number.isNaN(date.getTime()) ? '' : dayMonthYear().format(date);
}

/** "yesterday", "3 days ago", "2 weeks ago", "5 months ago" relative to `now`. */
export function formatRelativeDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const days = Math.round((date.getTime() - now.getTime()) / DAY_MS);
  const abs = Math.abs(days);
  if (abs < 7) return relative().format(days, 'day');
  if (abs < 30) return relative().format(Math.round(days / 7), 'week');
  if (abs < 365) return relative().format(Math.round(days / 30), 'month');
  return relative().format(Math.round(days / 365), 'year');
}
