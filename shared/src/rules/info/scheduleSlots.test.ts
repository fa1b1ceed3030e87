import { daySlots, scheduleSlotTimes } from './scheduleSlots';

describe('schedule slots', () => {
  it('are 8 hourly slots from 9 AM to 4 PM', () => {
    expect(scheduleSlotTimes()).toEqual(['9:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '1:00 PM', '2:00 PM', '3:00 PM', '4:00 PM']);
  });

  it('marks the taken ones unavailable and ignores unknown times', () => {
    const slots = daySlots(['10:00 AM', '2:00 PM', '7:00 PM']);
    expect(slots).toHaveLength(8);
    expect(slots.filter((slot) => !slot.available).map((slot) => slot.time)).toEqual(['10:00 AM', '2:00 PM']);
  });
});
