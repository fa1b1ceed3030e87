/**
 * Conversations in an account's export and erasure (accounts/personalData.ts). Messages are about
 * the client's own matter (names, documents, circumstances) and no tax record, so erasing the
 * account removes its orders' and consultations' conversations whole, the expert's side included,
 * with their attachments.
 */
import { and, asc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bookings, conversationMembers, conversations, messages, orders } from '../db/schema';
import type { Transaction } from './events';
import { memberConversationReference } from '@nyaya/shared/rules/conversation';
import { hiddenSql } from '../moderation/hidden';
import { messageView } from './view';

const ofAccount = (db: Db | Transaction, accountId: string): SQL =>
  or(
    inArray(conversations.orderId, db.select({ id: orders.id }).from(orders).where(eq(orders.accountId, accountId))),
    inArray(conversations.bookingId, db.select({ id: bookings.id }).from(bookings).where(eq(bookings.accountId, accountId))),
  )!;

/**
 * The account's conversations with their messages, oldest first: its orders' and consultations'
 * (by order number or booking reference) and those it is a member of (issue 26: `CNV…`, direct or
 * a named group), as it can read them now.
 */
export async function conversationsExport(db: Db, accountId: string) {
  const memberOf = db.select({ id: conversationMembers.conversationId }).from(conversationMembers).where(eq(conversationMembers.accountId, accountId));
  const rows = await db
    .select({
      conversationId: conversations.id,
      kind: conversations.kind,
      title: conversations.title,
      orderNumber: orders.orderNumber,
      bookingReference: bookings.reference,
      message: messages,
      // As it can read them now: a message hidden after reports keeps its text for its writer only.
      hidden: sql<unknown>`${hiddenSql('message', sql`${messages.id}::text`)}`,
    })
    .from(conversations)
    .innerJoin(messages, eq(messages.conversationId, conversations.id))
    .leftJoin(orders, eq(orders.id, conversations.orderId))
    .leftJoin(bookings, eq(bookings.id, conversations.bookingId))
    .where(or(ofAccount(db, accountId), inArray(conversations.id, memberOf)))
    .orderBy(asc(conversations.id), asc(messages.id));
  const byConversation = new Map<number, { reference: string; kind?: string; title?: string | null; messages: ReturnType<typeof messageView>[] }>();
  for (const row of rows) {
    const member = row.kind === 'direct' || row.kind === 'group';
    const entry = byConversation.get(row.conversationId) ?? {
      reference: row.orderNumber ?? row.bookingReference ?? memberConversationReference(row.conversationId),
      ...(member ? { kind: row.kind, title: row.title } : {}),
      messages: [],
    };
    entry.messages.push(messageView({ ...row.message, hidden: row.hidden === true || row.hidden === 't' }, accountId));
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
  return [...attachments.map((row) => row.key!).filter(Boolean), ...(await eraseMemberMessages(tx, accountId))];
}

/**
 * Private messages (issue 26): the account's direct conversations go whole (the other member's
 * side too: they were about the two of them), and what it wrote in groups goes; the groups stay for
 * their other members. Memberships and blocks go with the account (ON DELETE CASCADE).
 */
async function eraseMemberMessages(tx: Transaction, accountId: string): Promise<string[]> {
  const direct = tx
    .select({ id: conversationMembers.conversationId })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(and(eq(conversationMembers.accountId, accountId), eq(conversations.kind, 'direct')));
  const written = and(eq(messages.sender, 'member'), eq(messages.senderAccountId, accountId));
  const attachments = await tx
    .select({ key: messages.attachmentKey })
    .from(messages)
    .where(and(or(inArray(messages.conversationId, direct), written), isNotNull(messages.attachmentKey)));
  await tx.delete(conversations).where(inArray(conversations.id, direct));
  await tx.delete(messages).where(written);
  return attachments.map((row) => row.key!).filter(Boolean);
}
