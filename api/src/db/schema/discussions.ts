/** Public discussions, their replies and upvotes (issue 26). */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { accounts } from './accounts';
import { spaces } from './spaces';

/**
 * Public discussions (issue 26). `id` is a short random text (`ds-…`; the seed's keep their sample
 * ids `ds-1`…). The author is an account; the seeded samples have none and carry `seed_author`
 * instead. Deleting an account deletes its discussions (with their replies), replies and votes.
 * Counts are never stored: participants, messages, upvotes and last active are read from the rows.
 * `client_id` is made by the author's screen: a retried create finds its discussion.
 */
export const discussions = pgTable(
  'discussions',
  {
    id: text('id').primaryKey(),
    authorAccountId: text('author_account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    seedAuthor: text('seed_author'),
    title: text('title').notNull(),
    category: text('category').notNull(),
    body: text('body').notNull(),
    clientId: text('client_id'),
    requestHash: text('request_hash'),
    createdAt: at('created_at').notNull().defaultNow(),
    editedAt: at('edited_at'),
    /** The space it was started in (null: the public list's own); a private space's are for its members. */
    spaceId: text('space_id').references(() => spaces.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('discussions_space_idx').on(table.spaceId),
    uniqueIndex('discussions_client_id_key').on(table.authorAccountId, table.clientId),
    check('discussions_has_author', sql`(author_account_id IS NULL) <> (seed_author IS NULL)`),
  ],
);

/** A discussion's replies, in id order; the same author and client id is the same reply. */
export const replies = pgTable(
  'replies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    discussionId: text('discussion_id')
      .notNull()
      .references(() => discussions.id, { onDelete: 'cascade' }),
    authorAccountId: text('author_account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    seedAuthor: text('seed_author'),
    body: text('body').notNull(),
    clientId: text('client_id'),
    requestHash: text('request_hash'),
    createdAt: at('created_at').notNull().defaultNow(),
    editedAt: at('edited_at'),
  },
  (table) => [
    index('replies_discussion_idx').on(table.discussionId, table.id),
    uniqueIndex('replies_client_id_key').on(table.discussionId, table.authorAccountId, table.clientId),
    // An author's replies: the new-account rule counts them on every post of a first-day account
    // (moderation/newAccount.ts), and deleting an account cascades here. The key above starts with
    // the discussion, so without this both read every reply. (Discussions have their author-first key.)
    index('replies_author_idx').on(table.authorAccountId, table.createdAt),
    check('replies_has_author', sql`(author_account_id IS NULL) <> (seed_author IS NULL)`),
  ],
);

/**
 * Upvotes: one per account on a discussion (`reply_id` null) and one on each reply, by two unique
 * indexes, so a double vote (or two racing ones) stays one.
 */
export const votes = pgTable(
  'votes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    discussionId: text('discussion_id')
      .notNull()
      .references(() => discussions.id, { onDelete: 'cascade' }),
    replyId: bigint('reply_id', { mode: 'number' }).references(() => replies.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('votes_discussion_key')
      .on(table.discussionId, table.accountId)
      .where(sql`reply_id IS NULL`),
    uniqueIndex('votes_reply_key')
      .on(table.replyId, table.accountId)
      .where(sql`reply_id IS NOT NULL`),
    index('votes_discussion_idx').on(table.discussionId),
  ],
);
