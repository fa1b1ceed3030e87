/**
 * Accounts in the database: found or created by mobile number at sign-in, what a guest session
 * placed carried over to them, their profile changed, and their stats counted from what they hold.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Account, AccountStats, NotificationSettings, UpdateProfileRequest } from '@nyaya/shared/api';
import { sanitizeText } from '@nyaya/shared/rules';
import type { Db } from '../db/database';
import { accounts, bookings, orders, syncedState } from '../db/schema';
import { communityPostsOf } from '../discussions/personal';
import type { AccountRow } from '../sessions/store';

/** The spec's initial settings of /notifications (§4): push and email on, SMS and marketing off. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = { push: true, email: true, sms: false, marketing: false };

export function accountView(row: AccountRow, stats: AccountStats): Account {
  return {
    id: row.id,
    mobile: row.mobile,
    role: row.role,
    name: row.name,
    email: row.email,
    language: row.language,
    memberSince: row.createdAt.toISOString(),
    notificationSettings: { ...DEFAULT_NOTIFICATION_SETTINGS, ...(row.notificationSettings as Partial<NotificationSettings>) },
    stats,
  };
}

export function createAccountStore(db: Db, now: () => number) {
  return {
    /** The number's account, created on its first sign-in. */
    async findOrCreate(mobile: string): Promise<AccountRow> {
      await db
        .insert(accounts)
        .values({ id: randomUUID(), mobile, notificationSettings: DEFAULT_NOTIFICATION_SETTINGS, createdAt: new Date(now()) })
        .onConflictDoNothing({ target: accounts.mobile });
      const [row] = await db.select().from(accounts).where(eq(accounts.mobile, mobile));
      if (!row) throw new Error('An account could not be created or read back.');
      return row;
    },

    /** The guest session's orders and bookings become the account's (rows of no account only). */
    async carryOver(guestSessionId: string, accountId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(orders)
          .set({ accountId })
          .where(and(eq(orders.sessionId, guestSessionId), isNull(orders.accountId)));
        await tx
          .update(bookings)
          .set({ accountId })
          .where(and(eq(bookings.sessionId, guestSessionId), isNull(bookings.accountId)));
      });
    },

    /**
     * Counted from what exists. Downloads are the account's synced list of downloaded resources
     * (`life:downloaded-resources`, each id once). Goals live in the synced goals store, judged by
     * the shared rule on the profile's screen; the server does not judge them (0 here).
     */
    async stats(accountId: string): Promise<AccountStats> {
      const [[placed], [booked], posts, [downloads]] = await Promise.all([
        db.select({ n: count() }).from(orders).where(eq(orders.accountId, accountId)),
        db
          .select({ n: count() })
          .from(bookings)
          .where(and(eq(bookings.accountId, accountId), ne(bookings.status, 'cancelled'))),
        communityPostsOf(db, accountId),
        db
          .select({ n: sql<number>`CASE WHEN jsonb_typeof(${syncedState.value}) = 'array' THEN jsonb_array_length(${syncedState.value}) ELSE 0 END` })
          .from(syncedState)
          .where(and(eq(syncedState.accountId, accountId), eq(syncedState.key, 'life:downloaded-resources'))),
      ]);
      return {
        expertSessions: booked?.n ?? 0,
        orders: placed?.n ?? 0,
        goalsCompleted: 0,
        resourcesDownloaded: Number(downloads?.n ?? 0),
        communityPosts: posts,
      };
    },

    async update(row: AccountRow, patch: UpdateProfileRequest): Promise<AccountRow> {
      const name = patch.name === undefined ? undefined : sanitizeText(patch.name).trim() || null;
      const email = patch.email === undefined ? undefined : patch.email.trim().toLowerCase() || null;
      const settings = patch.notificationSettings
        ? { ...DEFAULT_NOTIFICATION_SETTINGS, ...(row.notificationSettings as Partial<NotificationSettings>), ...patch.notificationSettings }
        : undefined;
      const [updated] = await db
        .update(accounts)
        .set({
          ...(name !== undefined ? { name } : {}),
          ...(email !== undefined ? { email } : {}),
          ...(patch.language ? { language: patch.language } : {}),
          ...(settings ? { notificationSettings: settings } : {}),
        })
        .where(eq(accounts.id, row.id))
        .returning();
      return updated ?? row;
    },
  };
}

export type AccountStore = ReturnType<typeof createAccountStore>;
