import { CheckCheck } from 'lucide-react';
import type { AppNotification, NotificationSetting } from '@nyaya/shared/types';
import { isNotificationRead, markAllRead, resolveNotificationSettings } from '@nyaya/shared/rules/info';
import { notificationSettingsStore, readNotificationsStore, usePersistentStore } from '@nyaya/shared/stores';
import { Button } from '@nyaya/shared/ui/Button';
import { useT } from '../../i18n';
import { NotificationItem } from '../NotificationItem';
import { SettingsSection } from './SettingsSection';

/**
 * The spec's sample notifications, shown to a guest as an example: opening one marks it read,
 * Mark All Read, and the four settings, all kept in this browser.
 */
export function SampleNotifications({ notifications, defaults }: { notifications: AppNotification[]; defaults: NotificationSetting[] }) {
  const t = useT();
  const [readIds, setReadIds] = usePersistentStore(readNotificationsStore);
  const [saved, setSaved] = usePersistentStore(notificationSettingsStore);
  const settings = resolveNotificationSettings(defaults, saved);
  const unread = notifications.some((notification) => !isNotificationRead(notification, readIds));

  const open = (id: string) => {
    if (!readIds.includes(id)) setReadIds([...readIds, id]);
  };

  return (
    <>
      <section aria-labelledby="notifications-list">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="notifications-list" className="text-lg font-semibold text-ink">
            {t('notifications.recent')}
          </h2>
          <Button variant="ghost" size="sm" disabled={!unread} onClick={() => setReadIds(markAllRead(notifications, readIds))}>
            <CheckCheck aria-hidden="true" className="size-4" />
            {t('notifications.markAllRead')}
          </Button>
        </div>
        {notifications.length === 0 ? (
          <p className="mt-2 text-sm text-muted">{t('notifications.empty')}</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2">
            {notifications.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} read={isNotificationRead(notification, readIds)} onOpen={() => open(notification.id)} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <SettingsSection settings={settings} onChange={(id, enabled) => setSaved({ ...saved, [id]: enabled })} />
    </>
  );
}
