import { calendarDay, expertAvailability, indiaDate, nextSlotStart, slotStarts, slotText } from './consultationSlots';

const available = { status: 'available' as const };
const onDemand = { status: 'on-demand' as const };
/** An instant given as India's wall clock. */
const india = (wallClock: string) => new Date(`${wallClock}+05:30`).getTime();

describe('slotStarts', () => {
  it('gives available experts 10:00 to 16:00 and on-demand experts 14:00 to 16:00, India time', () => {
    expect(slotStarts(available, '2026-11-25').map(slotText)).toEqual(
      [10, 11, 12, 13, 14, 15, 16].map((hour) => `2026-11-25T${String(hour).padStart(2, '0')}:00:00+05:30`),
    );
    expect(slotStarts(onDemand, '2026-11-25').map(slotText)).toEqual(['2026-11-25T14:00:00+05:30', '2026-11-25T15:00:00+05:30', '2026-11-25T16:00:00+05:30']);
  });

  it('has no slots on a string that is not a real day', () => {
    for (const date of ['2026-02-30', '2026-13-01', '25-11-2026', '', '2026-11-25T00:00']) expect(slotStarts(available, date)).toEqual([]);
    expect(calendarDay('2028-02-29')).toBe(Date.UTC(2028, 1, 29));
  });
});

describe('indiaDate', () => {
  it('is India’s day, which starts at 18:30 UTC the evening before', () => {
    expect(indiaDate(Date.UTC(2026, 10, 24, 18, 29))).toBe('2026-11-24');
    expect(indiaDate(Date.UTC(2026, 10, 24, 18, 30))).toBe('2026-11-25');
  });
});

describe('nextSlotStart', () => {
  it('is the first slot that has not started', () => {
    expect(slotText(nextSlotStart(available, india('2026-11-25T09:59:59')))).toBe('2026-11-25T10:00:00+05:30');
    // A slot that starts now has started (the server no longer books it).
    expect(slotText(nextSlotStart(available, india('2026-11-25T10:00:00')))).toBe('2026-11-25T11:00:00+05:30');
    expect(slotText(nextSlotStart(onDemand, india('2026-11-25T10:00:00')))).toBe('2026-11-25T14:00:00+05:30');
  });

  it('moves to the next day after the last slot, across a month and a year', () => {
    expect(slotText(nextSlotStart(available, india('2026-11-25T16:00:00')))).toBe('2026-11-26T10:00:00+05:30');
    expect(slotText(nextSlotStart(onDemand, india('2026-12-31T23:30:00')))).toBe('2027-01-01T14:00:00+05:30');
    expect(slotText(nextSlotStart(available, india('2026-11-30T00:10:00')))).toBe('2026-11-30T10:00:00+05:30');
  });
});

describe('expertAvailability', () => {
  it('is Available Now only when an available expert’s slot starts within the hour', () => {
    expect(expertAvailability(available, india('2026-11-25T09:00:00')).availableNow).toBe(true);
    expect(expertAvailability(available, india('2026-11-25T13:30:00')).availableNow).toBe(true);
    expect(expertAvailability(available, india('2026-11-25T08:59:59')).availableNow).toBe(false);
    // After the day's last slot has started, the next one is tomorrow morning.
    const evening = expertAvailability(available, india('2026-11-25T16:30:00'));
    expect(evening.availableNow).toBe(false);
    expect(slotText(evening.nextSlot)).toBe('2026-11-26T10:00:00+05:30');
  });

  it('never calls an on-demand expert Available Now, even just before a slot', () => {
    const beforeSlot = expertAvailability(onDemand, india('2026-11-25T13:30:00'));
    expect(beforeSlot.availableNow).toBe(false);
    expect(slotText(beforeSlot.nextSlot)).toBe('2026-11-25T14:00:00+05:30');
  });
});
