/**
 * An expert's consultation slots: one hour each, on the hour, in India's time (+05:30, no daylight
 * saving). Available experts take 10:00 to 17:00 (the last slot starts at 16:00); on-demand experts
 * only the afternoon, 14:00 to 17:00. A slot that has started, or is booked, is not available.
 */
import type { Expert } from '@nyaya/shared/types';
import { experts } from '@nyaya/shared/data/experts';
import { expertSlug } from '@nyaya/shared/rules/experts';

export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
/** How far ahead a consultation can be booked. */
export const BOOKING_HORIZON_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOURS: Readonly<Record<Expert['status'], readonly number[]>> = {
  available: [10, 11, 12, 13, 14, 15, 16],
  'on-demand': [14, 15, 16],
};

const bySlug = new Map(experts.map((expert) => [expertSlug(expert.name), expert]));

export function expertBySlug(slug: string): Expert | undefined {
  return bySlug.get(slug);
}

/** Today's date in India (yyyy-mm-dd). */
export function indiaDate(now: number): string {
  return new Date(now + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** A real calendar day's midnight in UTC milliseconds, or null ("2026-02-30" is not a day). */
function calendarDay(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, day);
  const check = new Date(utc);
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? utc : null;
}

/** Why a day cannot be booked (not a day, in the past, too far ahead), or null when it can. */
export function bookingDateMessage(date: string, now: number): string | null {
  const day = calendarDay(date);
  if (day === null) return 'Send a real date as yyyy-mm-dd.';
  const today = calendarDay(indiaDate(now))!;
  if (day < today) return 'The date is in the past.';
  if (day > today + BOOKING_HORIZON_DAYS * DAY_MS) return `Consultations can be booked at most ${BOOKING_HORIZON_DAYS} days ahead.`;
  return null;
}

/** "2026-03-14T10:00:00+05:30": how slots are written, the same in every answer. */
export function slotText(start: Date): string {
  const india = new Date(start.getTime() + IST_OFFSET_MS).toISOString();
  return `${india.slice(0, 19)}+05:30`;
}

/** The start of each of the expert's slots on a day (which must be a valid date). */
export function slotStarts(expert: Expert, date: string): Date[] {
  const day = calendarDay(date);
  if (day === null) return [];
  return HOURS[expert.status].map((hour) => new Date(day + hour * 60 * 60 * 1000 - IST_OFFSET_MS));
}
