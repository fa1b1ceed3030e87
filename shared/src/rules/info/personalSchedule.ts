import type { BookingView } from '../../api/bookings';
import type { LocalEventView } from '../../api/localEvents';
import type { ActionItem } from '../../types';
import { indiaDay, isIsoDay, type IsoDay } from '../life/calendarDay';
import { isOverdue } from '../life/actionItemFilter';

/**
 * A consultation stays on today's list until this long after its start: the call may still be
 * going, and the screen is where its meeting link is.
 */
export const CONSULTATION_SHOWN_FOR_MS = 60 * 60_000;

export type ScheduleEntry =
  | { kind: 'consultation'; id: string; day: IsoDay; start: number; booking: BookingView }
  | { kind: 'action-item'; id: string; day: IsoDay; item: ActionItem }
  | { kind: 'event'; id: string; day: IsoDay; start: number; event: LocalEventView };

type Timed = Extract<ScheduleEntry, { start: number }>;

export interface PersonalSchedule {
  /** today in India: consultations by start time, then the action items due today */
  today: ScheduleEntry[];
  /** pending action items due before today, oldest first */
  overdue: ScheduleEntry[];
  /** after today, by day; within a day consultations by time, then action items */
  upcoming: ScheduleEntry[];
  /** consultations that have ended, latest first */
  past: ScheduleEntry[];
  /** the first of today's entries (a call under way or next), else the first one ahead */
  next: ScheduleEntry | undefined;
}

const timed = (entry: ScheduleEntry): entry is Timed => entry.kind !== 'action-item';

/** Within a day, timed entries first (consultations and events), by time; then action items by title. */
function byDayThenTime(a: ScheduleEntry, b: ScheduleEntry): number {
  if (a.day !== b.day) return a.day < b.day ? -1 : 1;
  if (timed(a) && timed(b)) return a.start - b.start;
  if (timed(a) !== timed(b)) return timed(a) ? -1 : 1;
  return a.kind === 'action-item' && b.kind === 'action-item' ? a.item.title.localeCompare(b.item.title) : 0;
}

/**
 * The user's schedule (issue 27): their booked consultations, their own pending action items and
 * the local events they have a place (or a waitlist spot) at, placed on India's calendar at `now`. Cancelled consultations, completed items and anything whose
 * date is not a date are not on it (never shown at a made-up time).
 */
export function personalSchedule(
  bookings: readonly BookingView[],
  actionItems: readonly ActionItem[],
  now: number,
  events: readonly LocalEventView[] = [],
): PersonalSchedule {
  const today = indiaDay(now);
  const consultations: Extract<ScheduleEntry, { kind: 'consultation' }>[] = [];
  for (const booking of bookings) {
    const start = Date.parse(booking.slotStart);
    if (booking.status !== 'booked' || !Number.isFinite(start)) continue;
    consultations.push({ kind: 'consultation', id: `consultation:${booking.id}`, day: indiaDay(start), start, booking });
  }
  const items: ScheduleEntry[] = actionItems
    .filter((item) => !item.completed && isIsoDay(item.dueDate))
    .map((item) => ({ kind: 'action-item', id: `action-item:${item.id}`, day: item.dueDate, item }));

  const attending: ScheduleEntry[] = [];
  for (const event of events) {
    const start = Date.parse(event.startsAt);
    // An event is on until it ends; one without an RSVP is not the user's.
    if (!event.mine || !Number.isFinite(start) || start + event.durationMinutes * 60_000 <= now) continue;
    attending.push({ kind: 'event', id: `event:${event.id}:${start}`, day: indiaDay(start), start, event });
  }

  const ended = (entry: Extract<ScheduleEntry, { kind: 'consultation' }>) => entry.start + CONSULTATION_SHOWN_FOR_MS <= now;
  const current = [...consultations.filter((entry) => !ended(entry)), ...items, ...attending];
  const todayEntries = current.filter((entry) => entry.day === today).sort(byDayThenTime);
  const upcoming = current.filter((entry) => entry.day > today).sort(byDayThenTime);
  const overdue = items.filter((entry) => entry.kind === 'action-item' && isOverdue(entry.item, today)).sort(byDayThenTime);
  const past = consultations.filter(ended).sort((a, b) => b.start - a.start);
  return { today: todayEntries, overdue, upcoming, past, next: todayEntries[0] ?? upcoming[0] };
}
