import type { AppNotification, NotificationSetting } from '../../types';

/** A notification is read when the sample says so or the user has opened it (ids kept locally). */
export function isNotificationRead(notification: AppNotification, readIds: readonly string[]): boolean {
  return notification.read || readIds.includes(notification.id);
}

export function countUnread(notifications: readonly AppNotification[], readIds: readonly string[]): number {
  return notifications.filter((notification) => !isNotificationRead(notification, readIds)).length;
}

/** The ids Mark All Read adds to the read list (keeps what was there). */
export function markAllRead(notifications: readonly AppNotification[], readIds: readonly string[]): string[] {
  return [...new Set([...readIds, ...notifications.map((notification) => notification.id)])];
}

/** The settings as the user left them: saved choices override the defaults, unknown keys are ignored. */
export function resolveNotificationSettings(defaults: readonly NotificationSetting[], saved: Readonly<Record<string, boolean>>): NotificationSetting[] {
  return defaults.map((setting) => {
    const choice = saved[setting.id];
    return typeof choice === 'boolean' ? { ...setting, enabled: choice } : setting;
  });
}
