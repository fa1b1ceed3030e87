/**
 * Private messages (issue 26). A member conversation (`conversations` of kind direct or group) is
 * the order chat's engine with members instead of a client and an expert: who belongs is here,
 * each with how far they have read; blocks and presence beside them.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { accounts } from './accounts';
import { conversations } from './conversations';

/** Who is in a member conversation, and the last message id each has read (0: none). */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    joinedAt: at('joined_at').notNull().defaultNow(),
    lastReadId: bigint('last_read_id', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.conversationId, table.accountId] }), index('conversation_members_account_idx').on(table.accountId)],
);

/** `blocker` no longer hears from `blocked`: no direct messages between them, no adding to groups. */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('member_blocks_blocked_idx').on(table.blockedId),
    check('member_blocks_not_self', sql`blocker_id <> blocked_id`),
  ],
);

/**
 * When an account last had an open event stream: its streams refresh it on every heartbeat, so
 * "online" is a read of this table (seen within the last minute) whichever instance holds the
 * stream. No API instance keeps it in memory.
 */
export const presence = pgTable('presence', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  lastSeenAt: at('last_seen_at').notNull(),
});

/**
 * A member message hidden, restored or removed (issue 26), as an event of its conversation's
 * stream. Its id comes from the messages' own sequence, taken under the conversation's row lock as
 * a message's is: one cursor (the stream's Last-Event-ID) orders messages and changes together, so
 * a reconnecting page gets both after it, with no gap and no repeat. `message_id` has no foreign
 * key: a removal's row outlives the message it tells of.
 */
export const messageChanges = pgTable(
  'message_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('message_changes_conversation_idx').on(table.conversationId, table.id)],
);
