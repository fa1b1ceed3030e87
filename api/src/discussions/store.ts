/**
 * Discussions' SQL (issue 26). Every count is read from the rows in the same query (participants:
 * the distinct authors of the discussion and its replies; messages: the opening post and its
 * replies; last active: the latest of them; trending: replies, upvotes and readers (views.ts) in the last 24 hours
 * against the 24 before, judged by the shared `isTrending`). Nothing is counted by hand.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { discussionViews, discussions, replies, votes } from '../db/schema';
import { outsidePrivateSpaces, readableBy } from '../spaces/access';
import { hiddenSql } from '../moderation/hidden';
import { DISCUSSIONS_CHANNEL, notifyChange } from './announce';
import { rowsOf } from '../db/rows';
import { epochMs, replyRows, shownReply, type ReplyRow } from './replyRows';

export type { ReplyRow } from './replyRows';
const DAY_MS = 24 * 60 * 60 * 1000;
/** The list shows at most this many, the most recently active first. */
export const LIST_MAX = 200;

export interface SummaryRow {
  id: string;
  title: string;
  category: string;
  body: string;
  author_account_id: string | null;
  author_name: string;
  created_ms: number;
  edited_ms: number | null;
  participants: number;
  messages: number;
  upvotes: number;
  last_active_ms: number;
  last24h: number;
  previous24h: number;
  upvoted: boolean;
  hidden: boolean;
}

/** A discussion that this viewer sees in lists: not hidden while reviewed, unless they wrote it. */
const visibleTo = (viewer: string | null) => sql`(NOT ${hiddenSql('discussion', sql`d.id`)} OR d.author_account_id = ${viewer})`;

/** A new discussion's id: `ds-` and 12 random lower-case letters and digits (unguessable, URL-safe). */
export function newDiscussionId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return `ds-${Array.from(randomBytes(12), (byte) => alphabet[byte % 36]).join('')}`;
}

export function createDiscussionStore(db: Db, now: () => number) {
  async function summaries(where: SQL, viewer: string | null): Promise<SummaryRow[]> {
    const at = new Date(now());
    const dayAgo = new Date(at.getTime() - DAY_MS);
    const twoDaysAgo = new Date(at.getTime() - 2 * DAY_MS);
    const activity = (from: Date, to: Date) => sql`(
      (SELECT count(*) FROM ${replies} r WHERE r.discussion_id = d.id AND r.created_at > ${from.toISOString()}::timestamptz AND r.created_at <= ${to.toISOString()}::timestamptz)
      + (SELECT count(*) FROM ${votes} v WHERE v.discussion_id = d.id AND v.created_at > ${from.toISOString()}::timestamptz AND v.created_at <= ${to.toISOString()}::timestamptz)
      + (SELECT count(*) FROM ${discussionViews} w WHERE w.discussion_id = d.id AND w.viewed_at > ${from.toISOString()}::timestamptz AND w.viewed_at <= ${to.toISOString()}::timestamptz))::int`;
    const result = await db.execute(sql`
      SELECT d.id, d.title, d.category, d.body, d.author_account_id,
        coalesce(a.name, d.seed_author, '') AS author_name,
        ${epochMs(sql`d.created_at`)} AS created_ms,
        ${epochMs(sql`d.edited_at`)} AS edited_ms,
        (SELECT count(DISTINCT p.who)::int FROM (
          SELECT coalesce('a:' || d.author_account_id, 's:' || d.seed_author) AS who
          UNION ALL SELECT coalesce('a:' || r.author_account_id, 's:' || r.seed_author) FROM ${replies} r WHERE r.discussion_id = d.id AND ${shownReply}) p) AS participants,
        (1 + (SELECT count(*) FROM ${replies} r WHERE r.discussion_id = d.id AND ${shownReply}))::int AS messages,
        (SELECT count(*)::int FROM ${votes} v WHERE v.discussion_id = d.id AND v.reply_id IS NULL) AS upvotes,
        ${epochMs(sql`greatest(d.created_at, (SELECT max(r.created_at) FROM ${replies} r WHERE r.discussion_id = d.id))`)} AS last_active_ms,
        ${activity(dayAgo, at)} AS last24h,
        ${activity(twoDaysAgo, dayAgo)} AS previous24h,
        EXISTS (SELECT 1 FROM ${votes} v WHERE v.discussion_id = d.id AND v.reply_id IS NULL AND v.account_id = ${viewer}) AS upvoted,
        ${hiddenSql('discussion', sql`d.id`)} AS hidden
      FROM ${discussions} d LEFT JOIN accounts a ON a.id = d.author_account_id
      WHERE ${where}
      ORDER BY last_active_ms DESC, d.id
      LIMIT ${LIST_MAX}`);
    return rowsOf<SummaryRow>(result).map((row) => ({ ...row, edited_ms: row.edited_ms === null ? null : Number(row.edited_ms) }));
  }

  return {
    // A hidden discussion leaves the list, except for its author (who is told it is hidden).
    /** The public list: every discussion but those of private spaces (only their members read them). */
    list: (viewer: string | null) => summaries(sql`${outsidePrivateSpaces} AND ${visibleTo(viewer)}`, viewer),
    /** A space's own discussions; the caller checks that this viewer may read them. */
    inSpace: (spaceId: string, viewer: string | null) => summaries(sql`d.space_id = ${spaceId} AND ${visibleTo(viewer)}`, viewer),
    one: async (id: string, viewer: string | null) => (await summaries(sql`d.id = ${id}`, viewer))[0],
    /**
     * What a reply needs to know of its discussion, in one read and without counting anything: its
     * author, title and whether it is hidden; undefined when it is gone or this viewer may not read it.
     */
    async target(id: string, viewer: string): Promise<{ authorAccountId: string | null; title: string; hidden: boolean } | undefined> {
      const [row] = rowsOf<{ author_account_id: string | null; title: string; hidden: boolean }>(
        await db.execute(
          sql`SELECT d.author_account_id, d.title, ${hiddenSql('discussion', sql`d.id`)} AS hidden FROM ${discussions} d WHERE d.id = ${id} AND ${readableBy(viewer)}`,
        ),
      );
      return row && { authorAccountId: row.author_account_id, title: row.title, hidden: Boolean(row.hidden) };
    },

    /** The replies in id order; `after` and `limit` page them for live readers catching up. */
    replies: (discussionId: string, viewer: string | null, { after = 0, limit = 100_000 } = {}): Promise<ReplyRow[]> =>
      replyRows(db, discussionId, viewer, sql`r.id > ${after}`, limit),
    /** One reply as this viewer sees it (a write's answer), undefined when it is not in that discussion. */
    replyOne: async (discussionId: string, replyId: number, viewer: string | null): Promise<ReplyRow | undefined> =>
      (await replyRows(db, discussionId, viewer, sql`r.id = ${replyId}`, 1))[0],

    /**
     * Inserts unless this author already used the client id; the row with that id either way.
     * `guard` runs first in the same transaction (the new-account limit: counted and stored as one
     * step); `onCreated` after the insert, only when it inserted (the posting rate's count).
     */
    async create(
      row: {
        id: string;
        authorAccountId: string;
        title: string;
        category: string;
        body: string;
        spaceId: string | null;
        clientId: string;
        requestHash: string;
      },
      { guard = async () => {}, onCreated = async () => {} }: { guard?: (tx: Db) => Promise<void>; onCreated?: (tx: Db) => Promise<void> } = {},
    ) {
      const created = await db.transaction(async (tx) => {
        await guard(tx as unknown as Db);
        const [inserted] = await tx
          .insert(discussions)
          .values({ ...row, createdAt: new Date(now()) })
          .onConflictDoNothing()
          .returning({ id: discussions.id });
        if (inserted) await onCreated(tx as unknown as Db);
        return inserted;
      });
      if (created) return { created: true, id: created.id, requestHash: row.requestHash };
      const [earlier] = await db
        .select({ id: discussions.id, requestHash: discussions.requestHash })
        .from(discussions)
        .where(and(eq(discussions.authorAccountId, row.authorAccountId), eq(discussions.clientId, row.clientId)));
      return { created: false, id: earlier!.id, requestHash: earlier!.requestHash };
    },

    /**
     * Stores a reply once per (discussion, author, client id). `guard` runs first (the new-account
     * limit, which locks the author, never the discussion). Then one statement locks the
     * discussion's row, inserts and announces (NOTIFY, sent on commit): replies take their ids and
     * commit one after the other, so a live reader catching up "after N" cannot miss one committing
     * later with a smaller id. One statement, not three, because every round trip to this process
     * while the row is locked (a busy event loop answers late) is time all other replies wait.
     * `onCreated` (the author's notification) is in the same transaction. Undefined: no discussion.
     */
    async reply(
      row: { discussionId: string; authorAccountId: string; body: string; clientId: string; requestHash: string },
      {
        guard = async () => {},
        onCreated = async () => {},
      }: { guard?: (tx: Db) => Promise<void>; onCreated?: (tx: Db, replyId: number) => Promise<void> } = {},
    ) {
      const created = await db.transaction(async (tx) => {
        await guard(tx as unknown as Db);
        const [inserted] = rowsOf<{ id: number }>(
          await tx.execute(sql`
            WITH locked AS (SELECT d.id FROM ${discussions} d WHERE d.id = ${row.discussionId} FOR UPDATE),
            inserted AS (
              INSERT INTO ${replies} (discussion_id, author_account_id, body, client_id, request_hash, created_at)
              SELECT locked.id, ${row.authorAccountId}, ${row.body}, ${row.clientId}, ${row.requestHash}, ${new Date(now()).toISOString()}::timestamptz FROM locked
              ON CONFLICT DO NOTHING
              RETURNING id)
            SELECT inserted.id::float8 AS id, pg_notify(${DISCUSSIONS_CHANNEL}, ${row.discussionId} || ':' || inserted.id) FROM inserted`),
        );
        if (!inserted) return undefined;
        await onCreated(tx as unknown as Db, Number(inserted.id));
        return { id: Number(inserted.id) };
      });
      if (created) return { created: true, id: created.id, requestHash: row.requestHash };
      const [earlier] = await db
        .select({ id: replies.id, requestHash: replies.requestHash })
        .from(replies)
        .where(and(eq(replies.discussionId, row.discussionId), eq(replies.authorAccountId, row.authorAccountId), eq(replies.clientId, row.clientId)));
      return earlier && { created: false, id: earlier.id, requestHash: earlier.requestHash };
    },

    /** The author's own discussion changed; false when it is not theirs (or not there). */
    async edit(id: string, authorAccountId: string, changes: { title?: string; category?: string; body?: string }): Promise<boolean> {
      const done = await db
        .update(discussions)
        .set({ ...changes, editedAt: new Date(now()) })
        .where(and(eq(discussions.id, id), eq(discussions.authorAccountId, authorAccountId)))
        .returning({ id: discussions.id });
      return done.length > 0;
    },

    async remove(id: string, authorAccountId: string): Promise<boolean> {
      const done = await db
        .delete(discussions)
        .where(and(eq(discussions.id, id), eq(discussions.authorAccountId, authorAccountId)))
        .returning({ id: discussions.id });
      return done.length > 0;
    },

    async editReply(discussionId: string, replyId: number, authorAccountId: string, body: string): Promise<boolean> {
      const done = await db
        .update(replies)
        .set({ body, editedAt: new Date(now()) })
        .where(and(eq(replies.id, replyId), eq(replies.discussionId, discussionId), eq(replies.authorAccountId, authorAccountId)))
        .returning({ id: replies.id });
      if (done.length) await notifyChange(db, discussionId, replyId);
      return done.length > 0;
    },

    async removeReply(discussionId: string, replyId: number, authorAccountId: string): Promise<boolean> {
      const done = await db
        .delete(replies)
        .where(and(eq(replies.id, replyId), eq(replies.discussionId, discussionId), eq(replies.authorAccountId, authorAccountId)))
        .returning({ id: replies.id });
      if (done.length) await notifyChange(db, discussionId, replyId);
      return done.length > 0;
    },

    async lastReplyId(discussionId: string): Promise<number | null> {
      const [row] = await db.select({ id: replies.id }).from(replies).where(eq(replies.discussionId, discussionId)).orderBy(desc(replies.id)).limit(1);
      return row?.id ?? null;
    },

    async replyExists(discussionId: string, replyId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: replies.id })
        .from(replies)
        .where(and(eq(replies.id, replyId), eq(replies.discussionId, discussionId)))
        .orderBy(asc(replies.id))
        .limit(1);
      return row !== undefined;
    },

    async exists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: discussions.id }).from(discussions).where(eq(discussions.id, id)).limit(1);
      return row !== undefined;
    },

    /** Upvote (`on`) or take it back; a second upvote changes nothing (the unique index). The count after. */
    async vote(target: { discussionId: string; replyId: number | null }, accountId: string, on: boolean) {
      const replyMatch = target.replyId === null ? sql`reply_id IS NULL` : sql`reply_id = ${target.replyId}`;
      if (on) {
        await db.execute(sql`
          INSERT INTO ${votes} (discussion_id, reply_id, account_id, created_at)
          VALUES (${target.discussionId}, ${target.replyId}, ${accountId}, ${new Date(now()).toISOString()}::timestamptz)
          ON CONFLICT DO NOTHING`);
      } else {
        await db.execute(sql`DELETE FROM ${votes} WHERE discussion_id = ${target.discussionId} AND ${replyMatch} AND account_id = ${accountId}`);
      }
      const [row] = rowsOf<{ upvotes: number; upvoted: boolean }>(
        await db.execute(sql`
          SELECT count(*)::int AS upvotes, coalesce(bool_or(account_id = ${accountId}), false) AS upvoted
          FROM ${votes} WHERE discussion_id = ${target.discussionId} AND ${replyMatch}`),
      );
      return { upvotes: row?.upvotes ?? 0, upvoted: row?.upvoted ?? false };
    },
  };
}

export type DiscussionStore = ReturnType<typeof createDiscussionStore>;
