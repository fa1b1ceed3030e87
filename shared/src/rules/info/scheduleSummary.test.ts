import type { ScheduleEvent } from '../../types';
import { summarizeSchedule } from './scheduleSummary';
import { daySlots } from './scheduleSlots';

const event = (id: string, day: string): ScheduleEvent => ({ id, title: id, day, time: '10:00 AM', type: 'Video Call', attendees: 2 });

describe('summarizeSchedule', () => {
  it("counts today's events and the open slots", () => {
    const summary = summarizeSchedule({
      slots: daySlots(['9:00 AM', '1:00 PM', '3:00 PM']),
      events: [event('a', 'Today'), event('b', 'Tomorrow'), event('c', 'Today')],
    });
    expect(summary.eventsToday).toBe(2);
    expect(summary.openSlots).toBe(5);
    expect(summary.nextEvent?.id).toBe('a');
  });

  it('has no next event on an empty day', () => {
    expect(summarizeSchedule({ slots: [], events: [event('b', 'Tomorrow')] })).toEqual({ eventsToday: 0, openSlots: 0, nextEvent: undefined });
  });
});
