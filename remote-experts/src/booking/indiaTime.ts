/*
 * Days and times of consultations, in India's time (UTC+05:30, no daylight saving) whatever the
 * device's time zone, formatted without Intl (see README "No Intl on the page"). The names of days
 * and months and Today/Tomorrow come from the experts catalogue in the language in use when
 * called (so call these while rendering); times of day from the one India-time formatter that
 * order tracking uses too (`formatIndiaTime`: "10:00 AM", in Hindi "सुबह 10:00"). In English the
 * output is what Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata' }) prints, checked
 * against it in indiaTime.test.ts, except that times read "10:00 AM" (upper case).
 */
import { formatIndiaTime } from '@nyaya/shared/format';
import { t } from '../i18n';

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
/** The catalogue's keys for Sunday to Saturday and January to December (`time.*` messages). */
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** The wall clock in India at `instant`, as a Date whose UTC fields are India's. */
function indiaClock(instant: Date): Date {
  return new Date(instant.getTime() + IST_OFFSET_MS);
}

/** A yyyy-mm-dd day as a Date at its UTC midnight (for its weekday and arithmetic), or null. */
function parseDay(date: string): Date | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date ? null : day;
}

/** The calendar day in India at `instant` (yyyy-mm-dd), what the slots API takes as `date`. */
export function indiaDate(instant: Date): string {
  const clock = indiaClock(instant);
  return `${clock.getUTCFullYear()}-${pad(clock.getUTCMonth() + 1)}-${pad(clock.getUTCDate())}`;
}

/** `date` moved by `days` calendar days ("2026-12-31" + 1 → "2027-01-01"). */
export function addDays(date: string, days: number): string {
  const day = parseDay(date);
  return day ? new Date(day.getTime() + days * DAY_MS).toISOString().slice(0, 10) : date;
}

export interface BookingDay {
  /** yyyy-mm-dd */
  date: string;
  /** "Wed" */
  weekday: string;
  /** "26" */
  day: string;
  /** "Nov" */
  month: string;
  /** "Today", "Tomorrow", or the weekday again (in the language in use) */
  relative: string;
  /** "Wednesday, 26 November 2026": what a screen reader hears */
  full: string;
}

/** The `count` days a consultation can be booked on, from today in India. */
export function bookingDays(now: Date, count: number): BookingDay[] {
  const today = indiaDate(now);
  return Array.from({ length: count }, (_, offset) => {
    const date = addDays(today, offset);
    const day = parseDay(date)!;
    const weekday = t('time.weekdayShort', { day: WEEKDAYS[day.getUTCDay()]! });
    return {
      date,
      weekday,
      day: String(day.getUTCDate()),
      month: t('time.monthShort', { month: MONTHS[day.getUTCMonth()]! }),
      relative: offset === 0 ? t('dayPicker.today') : offset === 1 ? t('dayPicker.tomorrow') : weekday,
      full: longDay(date),
    };
  });
}

/** "Wednesday, 26 November 2026" for a yyyy-mm-dd day; '' for anything else. */
export function longDay(date: string): string {
  const day = parseDay(date);
  if (!day) return '';
  return t('time.longDay', {
    weekday: t('time.weekday', { day: WEEKDAYS[day.getUTCDay()]! }),
    day: String(day.getUTCDate()),
    month: t('time.month', { month: MONTHS[day.getUTCMonth()]! }),
    year: String(day.getUTCFullYear()),
  });
}

/** "10:00 AM" (hi: "सुबह 10:00") in India's time for an ISO 8601 instant (any offset); '' when it is not one. */
export function slotTime(iso: string): string {
  return formatIndiaTime(iso);
}

/** The India day (yyyy-mm-dd) an ISO 8601 instant falls on; '' when it is not one. */
export function slotDate(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? '' : indiaDate(instant);
}

/** Whether the slot starting at `iso` has begun by `now` (an unreadable start counts as past). */
export function hasStarted(iso: string, now: Date): boolean {
  const start = new Date(iso).getTime();
  return Number.isNaN(start) || start <= now.getTime();
}
