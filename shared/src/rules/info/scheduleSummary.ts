import type { ScheduleData, ScheduleEvent } from '../../types';

export interface ScheduleSummary {
  eventsToday: number;
  openSlots: number;
  /** the first of today's events, if any */
  nextEvent: ScheduleEvent | undefined;
}

/** Today's summary at the top of the schedule: events today, open slots and what comes next. */
export function summarizeSchedule({ slots, events }: ScheduleData): ScheduleSummary {
  const today = events.filter((event) => event.day === 'Today');
  return {
    eventsToday: today.length,
    openSlots: slots.filter((slot) => slot.available).length,
    nextEvent: today[0],
  };
}
