/**
 * An expert's consultation slots: one hour each, on the hour, in India's time (+05:30, no daylight
 * saving). Available experts take 10:00 to 17:00 (the last slot starts at 16:00); on-demand experts
 * only the afternoon, 14:00 to 17:00. A slot that has started, or is booked, is not available.
 *
 * One rule for the server (which books) and the browser (which says when the next slot is), so
 * "Available Now" on a card and the free times the booking screen offers cannot disagree.
 */
import type { Expert } from '../../types';

export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const SLOT_HOURS: Readonly<Record<Expert['status'], readonly number[]>> = {
  available: [10, 11, 12, 13, 14, 15, 16],
  'on-demand': [14, 15, 16],
};
/** "Available Now" means a slot starts within this long. */
export const AVAILABLE_NOW_WITHIN_MS = HOUR_MS;

/** The calendar day in India at `now` (yyyy-mm-dd). */
export function indiaDate(now: number): string {
  return new Date(now + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** A real calendar day's midnight in UTC milliseconds, or null ("2026-02-30" is not a day). */
export function calendarDay(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, day);
  const check = new Date(utc);
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? utc : null;
}

/** The start of each of the expert's slots on a day (none for a string that is not a real day). */
export function slotStarts(expert: Pick<Expert, 'status'>, date: string): Date[] {
  const day = calendarDay(date);
  if (day === null) return [];
  return SLOT_HOURS[expert.status].map((hour) => new Date(day + hour * HOUR_MS - IST_OFFSET_MS));
}

/**
 * The first of the expert's slots that has not started by `now` (today's or a later day's). Bookings
 * are the server's to know: this is when the expert next works, the booking screen says what is free.
 */
export function nextSlotStart(expert: Pick<Expert, 'status'>, now: number): Date {
  const today = calendarDay(indiaDate(now))!;
  for (let offset = 0; ; offset += 1) {
    const date = new Date(today + offset * DAY_MS).toISOString().slice(0, 10);
    const next = slotStarts(expert, date).find((start) => start.getTime() > now);
    if (next) return next;
  }
}

export interface ExpertAvailability {
  /** an available expert with a slot starting within the hour: what "Available Now" promises */
  availableNow: boolean;
  /** the expert's next slot (what "Next call: today 4:00 PM" names) */
  nextSlot: Date;
}

/** Whether the expert can be consulted now (a slot within the hour) and when their next slot is. */
export function expertAvailability(expert: Pick<Expert, 'status'>, now: number): ExpertAvailability {
  const nextSlot = nextSlotStart(expert, now);
  return { availableNow: expert.status === 'available' && nextSlot.getTime() - now <= AVAILABLE_NOW_WITHIN_MS, nextSlot };
}

/** "2026-03-14T10:00:00+05:30": how slots are written, the same in every answer and link. */
export function slotText(start: Date): string {
  const india = new Date(start.getTime() + IST_OFFSET_MS).toISOString();
  return `${india.slice(0, 19)}+05:30`;
}
