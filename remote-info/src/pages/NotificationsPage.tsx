import { useAccount } from '@nyaya/shared/account';
import { useLoaderData } from '@nyaya/shared/router';
import { getNotifications } from '@nyaya/shared/data/info';
import { countUnread } from '@nyaya/shared/rules/info';
import { readNotificationsStore, usePersistentStore } from '@nyaya/shared/stores';
import { AccountNotifications } from '../account/AccountNotifications';
import { ExampleNotice } from '../account/ExampleNotice';
import { SampleNotifications } from '../components/notifications/SampleNotifications';
import { UtilityScreen } from '../components/UtilityScreen';
import { useT } from '../i18n';

export const loader = () => getNotifications();

/**
 * Notifications: a signed-in user's own (none are sent yet) and settings kept on the account;
 * anyone else the spec's sample list under a notice that it is an example.
 */
export function NotificationsPage() {
  const t = useT();
  const { notifications, settings } = useLoaderData<typeof loader>();
  const account = useAccount();
  const [readIds] = usePersistentStore(readNotificationsStore);
  const unread = countUnread(notifications, readIds);

  if (account.status === 'signed-in')
    return (
      <UtilityScreen title={t('notifications.title')}>
        <AccountNotifications key={account.account.id} account={account.account} labels={settings} />
      </UtilityScreen>
    );
  return (
    <UtilityScreen
      title={t('notifications.title')}
      subtitle={<span role="status">{unread === 0 ? t('notifications.allCaughtUp') : t('notifications.unreadCount', { count: unread })}</span>}
    >
      <ExampleNotice screen="notifications" />
      <SampleNotifications notifications={notifications} defaults={settings} />
    </UtilityScreen>
  );
}

export const Component = NotificationsPage;
