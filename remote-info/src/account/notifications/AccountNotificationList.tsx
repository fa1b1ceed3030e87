import { CheckCheck } from 'lucide-react';
import type { AccountRole } from '@nyaya/shared/api';
import { notificationHref } from '@nyaya/shared/rules/notifications';
import { Button } from '@nyaya/shared/ui/Button';
import { defineTexts } from '@nyaya/shared/i18n';
import { marketplaceTexts } from '@nyaya/shared/data/marketplace/texts';
import { useT as useInfoT } from '../../i18n';
import { ApiStatus } from '../ApiStatus';
import { StartHere } from '../StartHere';
import { useT } from '../i18n';
import { AccountNotificationItem } from './AccountNotificationItem';
import { useNotificationList } from './useNotificationList';

// An order's service comes as its English name; its Hindi is in the marketplace's catalogue texts
// (service names, ~2 KB), fetched with this page in Hindi only, as the wallet does.
defineTexts(marketplaceTexts);

/**
 * The signed-in user's own notifications, newest first, from the API: the unread count, each one a
 * link to its order or consultation, Mark All Read (kept on the server) and Show older.
 */
export function AccountNotificationList({ role }: { role: AccountRole }) {
  const t = useT();
  const tInfo = useInfoT();
  const list = useNotificationList();
  const { first, items, unread, failure, busy } = list;
  const reason = failure ? (failure.problem?.trim().replace(/[.।]+$/, '') ?? t('notifications.unreachable')) : '';

  return (
    <section aria-labelledby="notifications-list" aria-busy={first.status === 'loading'}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="notifications-list" className="text-lg font-semibold text-ink">
          {tInfo('notifications.recent')}
        </h2>
        {items.length > 0 && (
          <Button variant="ghost" size="sm" disabled={unread === 0 || busy === 'markAll'} onClick={() => void list.markAllRead()}>
            <CheckCheck aria-hidden="true" className="size-4" />
            {tInfo('notifications.markAllRead')}
          </Button>
        )}
      </div>
      {first.data && (
        <p role="status" className="text-sm text-muted">
          {unread === 0 ? tInfo('notifications.allCaughtUp') : tInfo('notifications.unreadCount', { count: unread })}
        </p>
      )}
      <div role="alert">
        {failure && (
          <p className="mt-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {t(failure.action === 'markAll' ? 'notifications.markFailed' : 'notifications.moreFailed', { reason })}
          </p>
        )}
      </div>
      {first.data === undefined ? (
        <ApiStatus read={first} />
      ) : items.length === 0 ? (
        <div className="mt-2">
          <StartHere title={t('notifications.empty.title')}>{t('notifications.empty.body')}</StartHere>
        </div>
      ) : (
        <ul className="mt-2 flex flex-col gap-2">
          {items.map((item) => (
            <li key={item.id}>
              <AccountNotificationItem item={item} href={notificationHref(item.subject, role, item.kind)} onOpen={() => list.open(item)} />
            </li>
          ))}
        </ul>
      )}
      {list.hasMore && (
        <Button variant="secondary" size="sm" className="mt-3 w-full" disabled={busy === 'more'} onClick={() => void list.loadMore()}>
          {t('notifications.showOlder')}
        </Button>
      )}
    </section>
  );
}
