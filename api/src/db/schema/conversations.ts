/** Conversations about an order or a consultation (and, with privateMessages.ts, between members), their messages and reads. */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { accounts } from './accounts';
import { bookings } from './bookings';
import { orders } from './orders';

/**
 * One conversation per order and per consultation (issue 25), between the client (the order's or
 * booking's owner) and the assigned expert's account; made the first time either side opens it.
 * Its row is also the lock that orders its messages: a send locks it before taking a message id,
 * so within a conversation ids are committed in the order they are assigned and a reader that
 * catches up "after id N" can never miss a message that commits later with a smaller id.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'cascade' }),
    bookingId: text('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    /**
     * Issue 26: `subject` (an order's or a consultation's, as above), or a conversation between
     * members about nothing bought, `direct` (two accounts) or `group`, whose members are in
     * `conversation_members` (privateMessages.ts).
     */
    kind: text('kind', { enum: ['subject', 'direct', 'group'] })
      .notNull()
      .default('subject'),
    /** A group's name, as its members typed it. */
    title: text('title'),
    /** A direct conversation's two account ids, sorted and joined: one conversation per pair. */
    directKey: text('direct_key'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('conversations_order_key').on(table.orderId),
    uniqueIndex('conversations_booking_key').on(table.bookingId),
    uniqueIndex('conversations_direct_key').on(table.directKey),
    check(
      'conversations_one_subject',
      sql`(kind = 'subject' AND (order_id IS NULL) <> (booking_id IS NULL)) OR (kind <> 'subject' AND order_id IS NULL AND booking_id IS NULL)`,
    ),
    check('conversations_kind', sql`kind IN ('subject', 'direct', 'group')`),
    check('conversations_direct_pair', sql`(kind = 'direct') = (direct_key IS NOT NULL)`),
  ],
);

/**
 * A conversation's messages. `id` (bigserial) is what catch-up counts from (`Last-Event-ID`,
 * `?after=`). `body` is plain text as typed (cleaned of invisible and control characters, never
 * HTML). An attachment follows the documents' rules, its bytes in the BlobStore. `client_id` is
 * made by the sender's screen: a retried send finds its message instead of adding another.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** A member conversation's messages are all `member`'s: `sender_account_id` says who. */
    sender: text('sender', { enum: ['client', 'expert', 'member'] }).notNull(),
    senderAccountId: text('sender_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    senderSessionId: text('sender_session_id').notNull(),
    body: text('body').notNull(),
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type', { enum: ['pdf', 'jpeg', 'png'] }),
    attachmentSize: integer('attachment_size'),
    clientId: text('client_id').notNull(),
    /** SHA-256 of the body and the attachment's bytes: the same client id with another message is refused. */
    requestHash: text('request_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('messages_client_id_key').on(table.conversationId, table.sender, table.clientId),
    index('messages_conversation_id_idx').on(table.conversationId, table.id),
  ],
);

/** How far each side has read: the last message id it has seen. Unread = the other side's messages after it. */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    party: text('party', { enum: ['client', 'expert'] }).notNull(),
    lastReadId: bigint('last_read_id', { mode: 'number' }).notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.conversationId, table.party] })],
);
