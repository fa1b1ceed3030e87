import { dueDateTone } from './dueDateTone';

const today = '2026-03-31';

describe('dueDateTone', () => {
  it('shows today in red and tomorrow in orange', () => {
    expect(dueDateTone('2026-03-31', today)).toEqual({ label: 'Today', tone: 'red' });
    expect(dueDateTone('2026-04-01', today)).toEqual({ label: 'Tomorrow', tone: 'orange' });
  });

  it('shows any other day as a muted date', () => {
    expect(dueDateTone('2026-03-30', today)).toEqual({ label: '30 Mar 2026', tone: 'muted' });
    expect(dueDateTone('2026-04-02', today)).toEqual({ label: '2 Apr 2026', tone: 'muted' });
  });

  it('depends on the day given, not the clock', () => {
    expect(dueDateTone('2026-04-01', '2026-04-01').label).toBe('Today');
    expect(dueDateTone('2027-01-01', '2026-12-31').label).toBe('Tomorrow');
  });

  it('survives a broken due date', () => {
    expect(dueDateTone('someday', today)).toEqual({ label: 'No due date', tone: 'muted' });
  });
});
