import { useLoaderData } from '@nyaya/shared/router';
import { CheckCheck } from 'lucide-react';
import { getNotifications } from '@nyaya/shared/data/info';
import { countUnread, isNotificationRead, markAllRead, resolveNotificationSettings } from '@nyaya/shared/rules/info';
import { notificationSettingsStore, readNotificationsStore, usePersistentStore } from '@nyaya/shared/stores';
import { Button } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { Switch } from '@nyaya/shared/ui/Switch';
import { NotificationItem } from '../components/NotificationItem';
import { UtilityScreen } from '../components/UtilityScreen';
import { translateText, useT } from '../i18n';

export const loader = () => getNotifications();

export function NotificationsPage() {
  const t = useT();
  const { notifications, settings: defaults } = useLoaderData<typeof loader>();
  const [readIds, setReadIds] = usePersistentStore(readNotificationsStore);
  const [saved, setSaved] = usePersistentStore(notificationSettingsStore);
  const unread = countUnread(notifications, readIds);
  const settings = resolveNotificationSettings(defaults, saved);

  const open = (id: string) => {
    if (!readIds.includes(id)) setReadIds([...readIds, id]);
  };

  return (
    <UtilityScreen
      title={t('notifications.title')}
      subtitle={<span role="status">{unread === 0 ? t('notifications.allCaughtUp') : t('notifications.unreadCount', { count: unread })}</span>}
    >
      <section aria-labelledby="notifications-list">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="notifications-list" className="text-lg font-semibold text-ink">
            {t('notifications.recent')}
          </h2>
          <Button variant="ghost" size="sm" disabled={unread === 0} onClick={() => setReadIds(markAllRead(notifications, readIds))}>
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

      <section aria-labelledby="notification-settings" className="mt-6">
        <h2 id="notification-settings" className="text-lg font-semibold text-ink">
          {t('notifications.settings')}
        </h2>
        <Card className="mt-2 divide-y divide-line py-1">
          {settings.map((setting) => (
            <Switch
              key={setting.id}
              label={translateText(setting.label)}
              checked={setting.enabled}
              onCheckedChange={(enabled) => setSaved({ ...saved, [setting.id]: enabled })}
            />
          ))}
        </Card>
      </section>
    </UtilityScreen>
  );
}

export const Component = NotificationsPage;
