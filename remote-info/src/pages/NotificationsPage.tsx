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

export const loader = () => getNotifications();

export function NotificationsPage() {
  const { notifications, settings: defaults } = useLoaderData<typeof loader>();
  const [readIds, setReadIds] = usePersistentStore(readNotificationsStore);
  const [saved, setSaved] = usePersistentStore(notificationSettingsStore);
  const unread = countUnread(notifications, readIds);
  const settings = resolveNotificationSettings(defaults, saved);

  const open = (id: string) => {
    if (!readIds.includes(id)) setReadIds([...readIds, id]);
  };

  return (
    <UtilityScreen title="Notifications" subtitle={<span role="status">{unread === 0 ? 'All caught up' : `${unread} unread`}</span>}>
      <section aria-labelledby="notifications-list">
        <div className="flex items-center justify-between gap-2">
          <h2 id="notifications-list" className="text-lg font-semibold text-ink">
            Recent
          </h2>
          <Button variant="ghost" size="sm" disabled={unread === 0} onClick={() => setReadIds(markAllRead(notifications, readIds))}>
            <CheckCheck aria-hidden="true" className="size-4" />
            Mark All Read
          </Button>
        </div>
        {notifications.length === 0 ? (
          <p className="mt-2 text-sm text-muted">No notifications yet.</p>
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
          Notification Settings
        </h2>
        <Card className="mt-2 divide-y divide-line py-1">
          {settings.map((setting) => (
            <Switch
              key={setting.id}
              label={setting.label}
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
