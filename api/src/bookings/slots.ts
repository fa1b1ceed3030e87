/**
 * What the API adds to the shared slot rule (@nyaya/shared/rules/experts, consultationSlots):
 * finding the expert of a slug and how far ahead a day can be booked.
 */
import type { Expert } from '@nyaya/shared/types';
import { experts } from '@nyaya/shared/data/experts';
import { calendarDay, expertSlug, indiaDate } from '@nyaya/shared/rules/experts';

export { IST_OFFSET_MS, indiaDate, slotStarts, slotText } from '@nyaya/shared/rules/experts';

/** How far ahead a consultation can be booked. */
export const BOOKING_HORIZON_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

const bySlug = new Map(experts.map((expert) => [expertSlug(expert.name), expert]));

export function expertBySlug(slug: string): Expert | undefined {
  return bySlug.get(slug);
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
