import { useEffect, useState } from 'react';
import { useAccount } from '@nyaya/shared/account';
import { useT } from '../i18n';

/** `GET /api/v1/notifications/unread` (the contract is @nyaya/shared/api's; home does not load zod). */
const UNREAD_PATH = '/api/v1/notifications/unread';

/**
 * How many of a signed-in user's notifications are unread, asked each time home is shown (null for
 * a guest, or while asking, or when the API does not answer: no badge rather than a wrong one).
 */
export function useUnreadCount(): number | null {
  const account = useAccount();
  const accountId = account.status === 'signed-in' ? account.account.id : null;
  const [answer, setAnswer] = useState<{ accountId: string; unread: number } | null>(null);
  useEffect(() => {
    if (!accountId) return;
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
  return accountId && answer?.accountId === accountId ? answer.unread : null;
}

/**
 * The count on home's bell: a number on the icon (hidden from screen readers, which hear it after
 * the shortcut's name instead: "Notification, 3 unread").
 */
export function UnreadBadge({ unread, part }: { unread: number | null; part: 'icon' | 'label' }) {
  const t = useT();
  if (!unread) return null;
  if (part === 'label') return <span className="sr-only">, {t('home.shortcut.unread', { count: unread })}</span>;
  return (
    <span
      aria-hidden="true"
      data-testid="unread-badge"
      className="absolute -top-1 -right-1 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-5 font-semibold text-white"
    >
      {unread > 99 ? '99+' : unread}
    </span>
  );
}
