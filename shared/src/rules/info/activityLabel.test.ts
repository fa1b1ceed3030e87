import { activityLabel } from './activityLabel';

const now = new Date('2025-06-10T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

describe('activityLabel', () => {
  it('speaks in minutes and hours within a day', () => {
    expect(activityLabel(ago(0), now)).toBe('Just now');
    expect(activityLabel(ago(5), now)).toBe('5 min ago');
    expect(activityLabel(ago(180), now)).toBe('3 h ago');
  });
  it('falls back to days and weeks, and to empty text for junk', () => {
    expect(activityLabel(ago(60 * 24), now)).toBe('yesterday');
    expect(activityLabel(ago(60 * 24 * 3), now)).toBe('3 days ago');
    expect(activityLabel('not a date', now)).toBe('');
  });
});
