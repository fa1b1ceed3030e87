import type { AppNotification, NotificationSetting } from '../../types';
import { countUnread, isNotificationRead, markAllRead, resolveNotificationSettings } from './notificationState';

const note = (id: string, read: boolean): AppNotification => ({ id, read, type: 'message', title: id, description: '', time: 'now' });
const notes = [note('a', false), note('b', true), note('c', false)];

describe('notification state', () => {
  it('counts unread ones, taking opened ids into account', () => {
    expect(countUnread(notes, [])).toBe(2);
    expect(countUnread(notes, ['a'])).toBe(1);
    expect(isNotificationRead(notes[0]!, ['a'])).toBe(true);
    expect(isNotificationRead(notes[2]!, ['a'])).toBe(false);
  });

  it('marks all read without duplicates', () => {
    const ids = markAllRead(notes, ['a', 'old']);
    expect(ids.sort()).toEqual(['a', 'b', 'c', 'old']);
    expect(countUnread(notes, ids)).toBe(0);
  });

  it('applies saved settings over the defaults', () => {
    const defaults: NotificationSetting[] = [
      { id: 'push', label: 'Push', enabled: true },
      { id: 'sms', label: 'SMS', enabled: false },
    ];
    expect(resolveNotificationSettings(defaults, { sms: true, bogus: true }).map((s) => s.enabled)).toEqual([true, true]);
    expect(resolveNotificationSettings(defaults, {})).toEqual(defaults);
  });
});
