import type { TimeSlot } from '../../types';

/** Spec §9: the schedule offers 8 hourly slots, 9 AM to 4 PM. */
export const SCHEDULE_FIRST_HOUR = 9;
export const SCHEDULE_SLOT_COUNT = 8;

/** "9:00 AM" … "4:00 PM": the start time of each bookable hour today. */
export function scheduleSlotTimes(): string[] {
  return Array.from({ length: SCHEDULE_SLOT_COUNT }, (_, index) => {
    const hour = SCHEDULE_FIRST_HOUR + index;
    const twelveHour = hour % 12 === 0 ? 12 : hour % 12;
    return `${twelveHour}:00 ${hour < 12 ? 'AM' : 'PM'}`;
  });
}

/** Today's slots with the given start times marked as taken; unknown times are ignored. */
export function daySlots(unavailable: readonly string[]): TimeSlot[] {
  return scheduleSlotTimes().map((time) => ({ time, available: !unavailable.includes(time) }));
}
