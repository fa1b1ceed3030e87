/**
 * Conversations in an account's export and erasure (accounts/personalData.ts). Messages are about
 * the client's own matter (names, documents, circumstances) and no tax record, so erasing the
 * account removes its orders' and consultations' conversations whole, the expert's side included,
 * with their attachments.
 */
import { and, asc, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bookings, conversations, messages, orders } from '../db/schema';
import type { Transaction } from './events';
import { messageView } from './view';

const ofAccount = (db: Db | Transaction, accountId: string): SQL =>
  or(
    inArray(conversations.orderId, db.select({ id: orders.id }).from(orders).where(eq(orders.accountId, accountId))),
    inArray(conversations.bookingId, db.select({ id: bookings.id }).from(bookings).where(eq(bookings.accountId, accountId))),
  )!;

/** The account's conversations with their messages, oldest first, by order number or booking reference. */
export async function conversationsExport(db: Db, accountId: string) {
  const rows = await db
    .select({ conversationId: conversations.id, orderNumber: orders.orderNumber, bookingReference: bookings.reference, message: messages })
    .from(conversations)
    .innerJoin(messages, eq(messages.conversationId, conversations.id))
    .leftJoin(orders, eq(orders.id, conversations.orderId))
    .leftJoin(bookings, eq(bookings.id, conversations.bookingId))
    .where(ofAccount(db, accountId))
    .orderBy(asc(conversations.id), asc(messages.id));
  const byConversation = new Map<number, { reference: string; messages: ReturnType<typeof messageView>[] }>();
  for (const row of rows) {
    const entry = byConversation.get(row.conversationId) ?? { reference: row.orderNumber ?? row.bookingReference ?? '', messages: [] };
    entry.messages.push(messageView(row.message));
    byConversation.set(row.conversationId, entry);
  }
  return [...byConversation.values()];
}

/** Removes the account's conversations in the erasing transaction; returns the attachments' blob keys, to delete after it commits. */
export async function eraseConversations(tx: Transaction, accountId: string): Promise<string[]> {
  const ids = tx.select({ id: conversations.id }).from(conversations).where(ofAccount(tx, accountId));
  const attachments = await tx
    .select({ key: messages.attachmentKey })
    .from(messages)
    .where(and(inArray(messages.conversationId, ids), isNotNull(messages.attachmentKey)));
  // Messages, read markers and all go with their conversation (ON DELETE CASCADE).
  await tx.delete(conversations).where(ofAccount(tx, accountId));
  return attachments.map((row) => row.key!).filter(Boolean);
}
