import { useState } from 'react';
import { callApi, NotificationListSchema, notificationPaths, UnreadCountSchema, type NotificationView } from '@nyaya/shared/api';
import { useApiRead } from '@nyaya/shared/hooks/useApiRead';

/** Why an action did not happen: the API's problem title, or null when it could not be reached. */
export interface ActionFailure {
  action: 'more' | 'markAll';
  problem: string | null;
}

/**
 * The signed-in user's notifications from the API: the first page, older pages on request, the
 * unread count, and marking read. Read state is the server's: opening one marks it (the dot goes
 * at once; a failed mark leaves it unread on the server for the next visit), and Mark All Read
 * waits for the server's answer, so what the screen says is what a reload shows. Mark All Read
 * names the newest notification shown, so one that arrived since stays unread.
 */
export function useNotificationList() {
  const first = useApiRead(notificationPaths.list(), NotificationListSchema);
  const [older, setOlder] = useState<{ items: NotificationView[]; nextBefore: string | null } | null>(null);
  const [readIds, setReadIds] = useState<ReadonlySet<string>>(new Set());
  const [unread, setUnread] = useState<number | null>(null);
  const [busy, setBusy] = useState<ActionFailure['action'] | null>(null);
  const [failure, setFailure] = useState<ActionFailure | null>(null);

  const loaded = first.data ? [...first.data.items, ...(older?.items ?? [])] : [];
  const items = loaded.map((item) => (readIds.has(item.id) && !item.read ? { ...item, read: true } : item));
  const nextBefore = older ? older.nextBefore : (first.data?.nextBefore ?? null);
  const unreadCount = unread ?? first.data?.unread ?? 0;

  const fail = (action: ActionFailure['action'], result: { kind: string; problem?: { title: string } }) =>
    setFailure({ action, problem: result.kind === 'problem' ? (result.problem?.title ?? null) : null });

  const loadMore = async () => {
    if (!nextBefore || busy) return;
    setBusy('more');
    setFailure(null);
    const result = await callApi({ path: notificationPaths.list({ before: nextBefore }), schema: NotificationListSchema });
    setBusy(null);
    if (result.kind !== 'ok') return fail('more', result);
    setOlder({ items: [...(older?.items ?? []), ...result.data.items], nextBefore: result.data.nextBefore });
    setUnread(result.data.unread);
  };

  const open = (item: NotificationView) => {
    if (item.read || readIds.has(item.id)) return;
    setReadIds(new Set([...readIds, item.id]));
    setUnread(Math.max(0, unreadCount - 1));
    void callApi({ path: notificationPaths.read(item.id), method: 'POST', schema: UnreadCountSchema });
  };

  const markAllRead = async () => {
    if (busy || items.length === 0) return;
    setBusy('markAll');
    setFailure(null);
    const result = await callApi({ path: notificationPaths.readAll, method: 'POST', body: { upTo: items[0]!.id }, schema: UnreadCountSchema });
    setBusy(null);
    if (result.kind !== 'ok') return fail('markAll', result);
    setReadIds(new Set(items.map((item) => item.id)));
    setUnread(result.data.unread);
  };

  return { first, items, unread: unreadCount, hasMore: nextBefore !== null, busy, failure, loadMore, open, markAllRead };
}
