/*
 * Dates in en-IN without Intl (see digits.ts for why): the output is what Intl.DateTimeFormat
 * and Intl.RelativeTimeFormat print for en-IN, checked against them in dates.test.ts.
 */
import { groupIndian } from './digits';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
// en-IN abbreviates September to four letters.
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 86_400_000;

/** "15 Dec 2026"; an invalid date gives an empty string rather than "Invalid Date". */
export function formatDate(iso: string): string {
  return formatDay(new Date(iso));
}

/** The same "15 Dec 2026" for a Date already parsed (e.g. a calendar day in local time). */
export function formatDay(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getDate()} ${SHORT_MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** "November 2026" (a member since, a billing month). */
export function formatMonthYear(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

type Unit = 'day' | 'week' | 'month' | 'year';
const NEAR: Record<Unit, [string, string]> = {
  day: ['yesterday', 'tomorrow'],
  week: ['last week', 'next week'],
  month: ['last month', 'next month'],
  year: ['last year', 'next year'],
};
const NOW: Record<Unit, string> = { day: 'today', week: 'this week', month: 'this month', year: 'this year' };

/** Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' }).format(value, unit) for whole values. */
function relative(value: number, unit: Unit): string {
  if (value === 0) return NOW[unit];
  if (value === -1) return NEAR[unit][0];
  if (value === 1) return NEAR[unit][1];
  const amount = `${groupIndian(String(Math.abs(value)))} ${unit}s`;
  return value < 0 ? `${amount} ago` : `in ${amount}`;
}

/** "yesterday", "3 days ago", "2 weeks ago", "5 months ago" relative to `now`. */
export function formatRelativeDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const days = Math.round((date.getTime() - now.getTime()) / DAY_MS);
  const abs = Math.abs(days);
  if (abs < 7) return relative(days, 'day');
  if (abs < 30) return relative(Math.round(days / 7), 'week');
  if (abs < 365) return relative(Math.round(days / 30), 'month');
  return relative(Math.round(days / 365), 'year');
}

/** India's time is UTC+5:30 all year (no daylight saving), so it needs no time-zone database. */
const INDIA_OFFSET_MS = 330 * 60_000;

/** The wall clock in India at `iso`, read back with the getUTC* methods; null for an invalid date. */
function indiaClock(iso: string): Date | null {
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? null : new Date(time + INDIA_OFFSET_MS);
}

function clockTime(clock: Date): string {
  const hours = clock.getUTCHours();
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(clock.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

/** "3:42 pm" in India's time, whatever the device's time zone; an invalid date gives "". */
export function formatIndiaTime(iso: string): string {
  const clock = indiaClock(iso);
  return clock ? clockTime(clock) : '';
}

/** "15 Dec 2026, 3:42 pm" in India's time (when an order's step happened); an invalid date gives "". */
export function formatIndiaDateTime(iso: string): string {
  const clock = indiaClock(iso);
  if (!clock) return '';
  return `${clock.getUTCDate()} ${SHORT_MONTHS[clock.getUTCMonth()]} ${clock.getUTCFullYear()}, ${clockTime(clock)}`;
}
