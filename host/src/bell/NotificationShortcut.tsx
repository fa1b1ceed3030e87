import { useEffect, useState } from 'react';
import { Bell } from 'lucide-react';
import { Link } from '@nyaya/shared/router';
import { useT as useHostT } from '../i18n';
import { useT } from './i18n';

/** `GET /api/v1/notifications/unread` (the contract is @nyaya/shared/api's; home does not load zod). */
const UNREAD_PATH = '/api/v1/notifications/unread';

/**
 * How many of the signed-in user's notifications are unread, asked each time home is shown; null
 * while asking, or when the API does not answer well (no badge rather than a wrong one).
 */
function useUnreadCount(accountId: string): number | null {
  const [answer, setAnswer] = useState<{ accountId: string; unread: number } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(UNREAD_PATH, { credentials: 'same-origin', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        const unread = (body as { unread?: unknown } | null)?.unread;
        if (typeof unread === 'number' && Number.isInteger(unread) && unread >= 0) setAnswer({ accountId, unread });
      })
      .catch(() => {});
    return () => controller.abort();
  }, [accountId]);
  return answer?.accountId === accountId ? answer.unread : null;
}

/**
 * Home's Notification shortcut for a signed-in user, with the unread count on the bell (99+ past
 * 99). The number is hidden from screen readers, which hear it in the link's name instead
 * ("Notification, 3 unread"). A chunk of its own that a guest's home never loads; it draws the
 * same link as HomePage's ShortcutGrid (its name from the host's catalogue), which shows that one
 * until this has loaded.
 */
export function NotificationShortcut({ accountId }: { accountId: string }) {
  const t = useT();
  const tHost = useHostT();
  const label = tHost('home.shortcut.notification');
  const unread = useUnreadCount(accountId);
  return (
    <Link
      to="/notifications"
      aria-label={unread ? t('bell.withUnread', { label, count: unread }) : undefined}
      className="flex min-h-20 flex-col items-center justify-center gap-1.5 rounded-2xl px-1 text-center text-xs font-medium text-ink hover:bg-brand-50"
    >
      <span className="relative inline-flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Bell aria-hidden="true" className="size-5" />
        {unread ? (
          <span
            aria-hidden="true"
            data-testid="unread-badge"
            className="absolute -top-1 -right-1 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-5 font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </span>
      {label}
    </Link>
  );
}

export default NotificationShortcut;
