/**
 * The signed-in user's notifications: a page of them newest first, the unread count, marking one
 * or all read. Every query is scoped by the account, so another user's notification is simply
 * not found.
 */
import { and, count, desc, eq, isNull, lt, lte } from 'drizzle-orm';
import { NotificationViewSchema, type NotificationView } from '@nyaya/shared/api';
import type { Db } from '../db/database';
import { notifications } from '../db/schema';

type Row = typeof notifications.$inferSelect;

/** The row as the screens get it; a row that no longer fits its kind's schema (an older shape) is left out. */
export function notificationView(row: Row): NotificationView | null {
  const view = NotificationViewSchema.safeParse({
    id: String(row.id),
    kind: row.kind,
    subject: { type: row.subjectType, reference: row.subject },
    data: row.data,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  });
  return view.success ? view.data : null;
}

export function createNotificationStore(db: Db, now: () => number) {
  const mine = (accountId: string) => eq(notifications.accountId, accountId);

  return {
    /** `limit` rows older than `before` (an id), newest first, and whether more follow. */
    async page(accountId: string, { before, limit }: { before?: number; limit: number }) {
      const rows = await db
        .select()
        .from(notifications)
        .where(before === undefined ? mine(accountId) : and(mine(accountId), lt(notifications.id, before)))
        .orderBy(desc(notifications.id))
        .limit(limit + 1);
      const more = rows.length > limit;
      const shown = rows.slice(0, limit);
      return { rows: shown, nextBefore: more ? String(shown[shown.length - 1]!.id) : null };
    },

    async unread(accountId: string): Promise<number> {
      const [row] = await db
        .select({ unread: count() })
        .from(notifications)
        .where(and(mine(accountId), isNull(notifications.readAt)));
      return row?.unread ?? 0;
    },

    /** Marks one read (again is no change); false when the account has no such notification. */
    async markRead(accountId: string, id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: notifications.id, readAt: notifications.readAt })
        .from(notifications)
        .where(and(mine(accountId), eq(notifications.id, id)));
      if (!row) return false;
      if (row.readAt === null)
        await db
          .update(notifications)
          .set({ readAt: new Date(now()) })
          .where(and(eq(notifications.id, id), isNull(notifications.readAt)));
      return true;
    },

    /** Marks every unread one up to `upTo` (all without it) read; returns how many changed. */
    async markAllRead(accountId: string, upTo?: number): Promise<number> {
      const unread = and(mine(accountId), isNull(notifications.readAt));
      const changed = await db
        .update(notifications)
        .set({ readAt: new Date(now()) })
        .where(upTo === undefined ? unread : and(unread, lte(notifications.id, upTo)))
        .returning({ id: notifications.id });
      return changed.length;
    },
  };
}
