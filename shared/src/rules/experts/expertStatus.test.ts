import { expertAvailabilityDisplay, expertStatusDisplay } from './expertStatus';

describe('expertStatusDisplay', () => {
  it('shows an available expert as Available Now with a green dot and Call', () => {
    expect(expertStatusDisplay('available')).toEqual({ label: 'Available Now', dot: 'green', action: 'Call' });
  });

  it('shows an on-demand expert as On-Demand Only with a grey dot and Schedule', () => {
    expect(expertStatusDisplay('on-demand')).toEqual({ label: 'On-Demand Only', dot: 'grey', action: 'Schedule' });
  });
});

describe('expertAvailabilityDisplay', () => {
  const at = (wallClock: string) => new Date(`${wallClock}+05:30`).getTime();

  it('says Available Now, green, only when an available expert’s slot starts within the hour', () => {
    const soon = expertAvailabilityDisplay({ status: 'available' }, at('2026-11-25T15:10:00'));
    expect(soon).toMatchObject({ label: 'Available Now', dot: 'green', action: 'Call', availableNow: true });
    expect(soon.nextSlot.toISOString()).toBe('2026-11-25T10:30:00.000Z');
  });

  it('says no status for an available expert whose next slot is hours away, and keeps Call', () => {
    const night = expertAvailabilityDisplay({ status: 'available' }, at('2026-11-25T22:00:00'));
    expect(night).toMatchObject({ label: null, dot: 'grey', action: 'Call', availableNow: false });
    expect(night.nextSlot.toISOString()).toBe('2026-11-26T04:30:00.000Z');
  });

  it('keeps On-Demand Only and Schedule for an on-demand expert, with their next slot', () => {
    const display = expertAvailabilityDisplay({ status: 'on-demand' }, at('2026-11-25T13:30:00'));
    expect(display).toMatchObject({ label: 'On-Demand Only', dot: 'grey', action: 'Schedule', availableNow: false });
    expect(display.nextSlot.toISOString()).toBe('2026-11-25T08:30:00.000Z');
  });
});
