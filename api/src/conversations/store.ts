/**
 * A conversation's SQL: pages of messages (the latest, after an id for catch-up, before an id for
 * earlier ones), sending once per client id, the read markers and the unread counts.
 */
import { and, asc, count, desc, eq, getTableColumns, gt, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { UNIQUE_VIOLATION, databaseError, type Db } from '../db/database';
import { rowsOf } from '../db/rows';
import { bookings, conversationMembers, conversationReads, conversations, messageChanges, messages, orders } from '../db/schema';
import { hiddenSql } from '../moderation/hidden';
import type { Party } from './access';
import type { Transaction } from './events';
import type { LiveRow, MessageRow } from './view';

/** The channel every instance LISTENs on; a notification's payload is `<conversation id>:<message id>`, nothing more. */
export const MESSAGES_CHANNEL = 'nyaya_messages';

/** A page of messages: enough to fill a phone's screen a few times over; catch-up pages on. */
export const PAGE_SIZE = 100;

export type NewMessage = Omit<typeof messages.$inferInsert, 'id' | 'createdAt'>;

/** A message's columns and whether reports hide it now (the one rule, moderation/hidden.ts), as read for the screens. */
const withHidden = {
  ...getTableColumns(messages),
  hidden: sql<boolean>`${hiddenSql('message', sql`${messages.id}::text`)}`.mapWith(
    // PostgreSQL's driver hands back a boolean; be strict, so a text 'f' is never true.
    (value: unknown) => value === true || value === 't',
  ),
};

export type SendOutcome = { kind: 'created'; row: MessageRow } | { kind: 'existing'; row: MessageRow };

export function createConversationStore(db: Db) {
  const byClientId = async (conversationId: number, sender: Party, clientId: string) =>
    (
      await db
        .select()
        .from(messages)
        .where(and(eq(messages.conversationId, conversationId), eq(messages.sender, sender), eq(messages.clientId, clientId)))
        .limit(1)
    )[0];

  return {
    byClientId,

    async message(conversationId: number, messageId: number): Promise<MessageRow | undefined> {
      const [row] = await db
        .select(withHidden)
        .from(messages)
        .where(and(eq(messages.conversationId, conversationId), eq(messages.id, messageId)))
        .limit(1);
      return row;
    },

    /** Messages in id order: the latest page, those after `after` (catch-up), or those before `before`; `more` for that direction. */
    async page(conversationId: number, { after, before, limit = PAGE_SIZE }: { after?: number; before?: number; limit?: number }) {
      const where = [eq(messages.conversationId, conversationId)];
      if (after !== undefined) where.push(gt(messages.id, after));
      if (before !== undefined) where.push(lt(messages.id, before));
      const rows = await db
        .select(withHidden)
        .from(messages)
        .where(and(...where))
        .orderBy(after !== undefined ? asc(messages.id) : desc(messages.id))
        .limit(limit + 1);
      const more = rows.length > limit;
      const page = rows.slice(0, limit);
      return { rows: after !== undefined ? page : page.reverse(), more };
    },

    /**
     * The stream's events after `after`, in id order: messages, and changes to earlier messages
     * (announce.ts), which share the messages' id sequence. The ids come from one statement, so one
     * snapshot: read apart, a message and a later change committing between the two reads could
     * be skipped past. A message removed since has its own, later change: it is left out here.
     */
    async live(conversationId: number, after: number, limit = PAGE_SIZE): Promise<LiveRow[]> {
      const events = rowsOf<{ id: number; changed: number | null }>(
        await db.execute(sql`
          SELECT id::float8 AS id, NULL::float8 AS changed FROM ${messages} WHERE conversation_id = ${conversationId} AND id > ${after}
          UNION ALL
          SELECT id::float8, message_id::float8 FROM ${messageChanges} WHERE conversation_id = ${conversationId} AND id > ${after}
          ORDER BY id LIMIT ${limit}`),
      );
      const wanted = events.filter((event) => event.changed === null).map((event) => Number(event.id));
      const rows = wanted.length ? await db.select(withHidden).from(messages).where(inArray(messages.id, wanted)) : [];
      const byId = new Map(rows.map((row) => [row.id, row]));
      return events.flatMap((event): LiveRow[] => {
        if (event.changed !== null) return [{ id: Number(event.id), changed: Number(event.changed) }];
        const row = byId.get(Number(event.id));
        return row ? [row] : [];
      });
    },

    /** Where a stream opened without a cursor starts: after the last message or change so far. */
    async lastEventId(conversationId: number): Promise<number> {
      const [row] = rowsOf<{ id: number }>(
        await db.execute(sql`
          SELECT greatest(
            (SELECT max(id) FROM ${messages} WHERE conversation_id = ${conversationId}),
            (SELECT max(id) FROM ${messageChanges} WHERE conversation_id = ${conversationId}), 0)::float8 AS id`),
      );
      return Number(row?.id ?? 0);
    },

    /**
     * Stores a message once per (conversation, sender, client id). The conversation's row is locked
     * first, so messages of one conversation take their ids and commit one after the other (no
     * reader catching up "after N" can miss one that commits later with a smaller id). The NOTIFY
     * and the hooks are in the same transaction: they go out on commit, or not at all.
     */
    async send(message: NewMessage, onCreated: (row: MessageRow, tx: Transaction) => Promise<void>): Promise<SendOutcome> {
      try {
        return await db.transaction(async (tx) => {
          await tx.select({ id: conversations.id }).from(conversations).where(eq(conversations.id, message.conversationId)).for('update');
          const [row] = await tx.insert(messages).values(message).onConflictDoNothing().returning();
          if (!row) {
            const existing = await tx
              .select()
              .from(messages)
              .where(and(eq(messages.conversationId, message.conversationId), eq(messages.sender, message.sender), eq(messages.clientId, message.clientId)))
              .limit(1);
            return { kind: 'existing', row: existing[0]! };
          }
          await tx.execute(sql`SELECT pg_notify(${MESSAGES_CHANNEL}, ${`${row.conversationId}:${row.id}`})`);
          await onCreated(row, tx);
          return { kind: 'created', row };
        });
      } catch (error) {
        // A retry that raced its first try past the lock on another instance: the first one's message.
        if (databaseError(error).code !== UNIQUE_VIOLATION) throw error;
        const row = await byClientId(message.conversationId, message.sender, message.clientId);
        if (!row) throw error;
        return { kind: 'existing', row };
      }
    },

    /** Moves `party`'s marker (a member's own, `member` its account) forward to `upTo` (never back, never past the last message). */
    async markRead(conversationId: number, party: Party, upTo: number, member?: string): Promise<void> {
      const [last] = await db
        .select({ id: sql<number | null>`max(${messages.id})`.mapWith(Number) })
        .from(messages)
        .where(eq(messages.conversationId, conversationId));
      const marker = Math.min(upTo, last?.id ?? 0);
      if (marker <= 0) return;
      if (party === 'member') {
        await db
          .update(conversationMembers)
          .set({ lastReadId: sql`GREATEST(${conversationMembers.lastReadId}, ${marker})` })
          .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.accountId, member ?? '')));
        return;
      }
      await db
        .insert(conversationReads)
        .values({ conversationId, party, lastReadId: marker })
        .onConflictDoUpdate({
          target: [conversationReads.conversationId, conversationReads.party],
          set: { lastReadId: sql`GREATEST(${conversationReads.lastReadId}, EXCLUDED.last_read_id)`, updatedAt: sql`now()` },
        });
    },

    /** `party`'s unread count (the other side's messages after its marker; a member's, the other members') and the marker. */
    async unread(conversationId: number, party: Party, member?: string): Promise<{ unread: number; readUpTo: number }> {
      if (party === 'member') {
        // A member's unread: the others' messages after the member's own marker.
        const [row] = rowsOf<{ read_up_to: number; unread: number }>(
          await db.execute(sql`
            SELECT cm.last_read_id AS read_up_to,
              (SELECT count(*) FROM messages m WHERE m.conversation_id = cm.conversation_id AND m.id > cm.last_read_id AND m.sender_account_id IS DISTINCT FROM cm.account_id)::int AS unread
            FROM conversation_members cm WHERE cm.conversation_id = ${conversationId} AND cm.account_id = ${member ?? ''}`),
        ).map((found) => ({ readUpTo: Number(found.read_up_to), unread: Number(found.unread) }));
        return { unread: row?.unread ?? 0, readUpTo: row?.readUpTo ?? 0 };
      }
      const [marker] = await db
        .select({ lastReadId: conversationReads.lastReadId })
        .from(conversationReads)
        .where(and(eq(conversationReads.conversationId, conversationId), eq(conversationReads.party, party)));
      const readUpTo = marker?.lastReadId ?? 0;
      const [row] = await db
        .select({ unread: count() })
        .from(messages)
        .where(and(eq(messages.conversationId, conversationId), ne(messages.sender, party), gt(messages.id, readUpTo)));
      return { unread: row?.unread ?? 0, readUpTo };
    },
  };
}

export type ConversationStore = ReturnType<typeof createConversationStore>;

/**
 * The client's unread messages on everything assigned to an expert account, in one query: by
 * order id and by booking id (the console's list). Conversations without unread messages are absent.
 */
export async function expertUnreadCounts(db: Db, expertAccountId: string): Promise<{ orders: Map<number, number>; bookings: Map<string, number> }> {
  const assigned: SQL = or(
    inArray(conversations.orderId, db.select({ id: orders.id }).from(orders).where(eq(orders.expertAccountId, expertAccountId))),
    inArray(conversations.bookingId, db.select({ id: bookings.id }).from(bookings).where(eq(bookings.expertAccountId, expertAccountId))),
  )!;
  const rows = await db
    .select({ orderId: conversations.orderId, bookingId: conversations.bookingId, unread: count(messages.id) })
    .from(conversations)
    .innerJoin(messages, and(eq(messages.conversationId, conversations.id), eq(messages.sender, 'client')))
    .leftJoin(conversationReads, and(eq(conversationReads.conversationId, conversations.id), eq(conversationReads.party, 'expert')))
    .where(and(assigned, gt(messages.id, sql`coalesce(${conversationReads.lastReadId}, 0)`)))
    .groupBy(conversations.id);
  const result = { orders: new Map<number, number>(), bookings: new Map<string, number>() };
  for (const row of rows) {
    if (row.orderId !== null) result.orders.set(row.orderId, row.unread);
    else if (row.bookingId !== null) result.bookings.set(row.bookingId, row.unread);
  }
  return result;
}

/** The expert's unread count on one order's conversation (the console's order page); 0 before anyone wrote. */
export async function expertUnreadOnOrder(db: Db, orderId: number): Promise<number> {
  const [conversation] = await db.select({ id: conversations.id }).from(conversations).where(eq(conversations.orderId, orderId)).limit(1);
  if (!conversation) return 0;
  return (await createConversationStore(db).unread(conversation.id, 'expert')).unread;
}
