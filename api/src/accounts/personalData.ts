/**
 * Everything an account holds, to download (`GET me/export`) or to erase (`DELETE me`), under
 * India's Digital Personal Data Protection Act, 2023: the user's right to their data and to its
 * erasure (s. 11, s. 12), except what another law requires us to keep. Orders and consultations
 * are tax records (CGST Act 2017 s. 35–36 with Rule 56: 72 months; Income-tax Act s. 44AA), so
 * they stay without the person's name, number, email, intake answers or any link to the account
 * (README, "Deleting an account").
 */
import { desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accounts, bookings, documents, draftJobs, drafts, orders, sessions, signInCodes } from '../db/schema';
import type { MeetingRooms } from '../bookings/meeting';
import { bookingView } from '../bookings/view';
import { createOrderStore } from '../orders/store';
import { orderView } from '../orders/view';
import type { AccountRow } from '../sessions/store';
import type { BlobStore } from '../storage/blobStore';
import { conversationsExport, eraseConversations } from '../conversations/personal';
import { discussionsExport } from '../discussions/personal';
import { localEventsExport, releaseLocalEvents } from '../localEvents/personal';
import { spacesExport } from '../spaces/personal';
import { deviceName } from './device';
import { accountView, createAccountStore } from './store';
import { createSyncedState } from './syncedState';
import { walletOf } from './wallet';

/** What an account holds, as far as the export needs: nobody has thousands of orders. */
const EXPORT_LIMIT = 10_000;

export function createPersonalData(db: Db, now: () => number, blobs: BlobStore, rooms: MeetingRooms) {
  const orderStore = createOrderStore(db);
  const accountStore = createAccountStore(db, now);
  const synced = createSyncedState(db, now);

  const rowsOf = async (accountId: string) => {
    const [orderRows, bookingRows] = await Promise.all([
      db.select().from(orders).where(eq(orders.accountId, accountId)).orderBy(desc(orders.createdAt)).limit(EXPORT_LIMIT),
      db.select().from(bookings).where(eq(bookings.accountId, accountId)).orderBy(desc(bookings.createdAt)).limit(EXPORT_LIMIT),
    ]);
    return { orderRows, bookingRows };
  };

  return {
    async wallet(accountId: string) {
      const { orderRows, bookingRows } = await rowsOf(accountId);
      return walletOf(orderRows, bookingRows);
    },

    async export(account: AccountRow) {
      const owner = { sessionId: '', accountId: account.id };
      const [stats, storedOrders, { orderRows, bookingRows }, sessionRows, state, conversationRows, community, localEventRsvps, spaceRows] = await Promise.all([
        accountStore.stats(account.id),
        orderStore.ofOwner(owner, EXPORT_LIMIT),
        rowsOf(account.id),
        db.select().from(sessions).where(eq(sessions.accountId, account.id)).orderBy(desc(sessions.createdAt)),
        synced.all(account.id),
        conversationsExport(db, account.id),
        discussionsExport(db, account.id),
        localEventsExport(db, account.id),
        spacesExport(db, account.id),
      ]);
      return {
        exportedAt: new Date(now()).toISOString(),
        account: accountView(account, stats),
        sessions: sessionRows.map((row) => ({
          device: deviceName(row.userAgent),
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          endedAt: row.revokedAt?.toISOString() ?? null,
        })),
        orders: storedOrders.map(orderView),
        consultations: bookingRows.map((row) => ({ ...bookingView(row, rooms), contact: row.contact, refundedPaise: row.refundedPaise })),
        conversations: conversationRows,
        community,
        localEvents: localEventRsvps,
        spaces: spaceRows,
        syncedState: state,
        wallet: walletOf(orderRows, bookingRows),
      };
    },

    /** Erases the account and its personal data; its orders and consultations stay, anonymous. */
    async erase(account: AccountRow): Promise<void> {
      const blobKeys = await db.transaction(async (tx) => {
        // Uploaded documents are ID proofs and the like: personal, and no tax record. Their files go after the commit.
        const ownOrders = tx.select({ id: orders.id }).from(orders).where(eq(orders.accountId, account.id));
        const removed = await tx.delete(documents).where(inArray(documents.orderId, ownOrders)).returning({ blobKey: documents.blobKey });
        // Drafts print the intake's names and addresses, and revision comments are the client's words: personal too.
        const removedDrafts = await tx.delete(drafts).where(inArray(drafts.orderId, ownOrders)).returning({ blobKey: drafts.blobKey });
        await tx.delete(draftJobs).where(inArray(draftJobs.orderId, ownOrders));
        // So are the conversations about them (both sides' messages and attachments).
        const attachments = await eraseConversations(tx, account.id);
        // Places at local events go to the people waiting for them.
        await releaseLocalEvents(tx, account.id, now());
        const placedBy = sql`(SELECT session_id FROM ${orders} WHERE account_id = ${account.id} UNION SELECT session_id FROM ${bookings} WHERE account_id = ${account.id})`;
        // The guest sessions that placed them (their devices) and the account's own sessions.
        await tx.delete(sessions).where(or(eq(sessions.accountId, account.id), inArray(sessions.id, placedBy)));
        const anonymous = { contact: {}, requestHash: '', accountId: null, sessionId: sql`'erased:' || id` };
        await tx
          .update(orders)
          .set({ ...anonymous, intake: {} })
          .where(eq(orders.accountId, account.id));
        await tx.update(bookings).set(anonymous).where(eq(bookings.accountId, account.id));
        await tx.delete(signInCodes).where(eq(signInCodes.mobile, account.mobile));
        // Synced stores go with the account (ON DELETE CASCADE).
        await tx.delete(accounts).where(eq(accounts.id, account.id));
        return [...removed, ...removedDrafts].map((row) => row.blobKey).concat(attachments);
      });
      // Their rows are gone, so nobody can reach them; a file that fails to go is unreachable bytes, not a failed erasure.
      await Promise.allSettled(blobKeys.map((key) => blobs.delete(key)));
    },
  };
}
