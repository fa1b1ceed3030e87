/**
 * A discussion's replies (issue 26): reading them (as replyRows.ts shapes them), storing one once per
 * client id, and their authors' edits and removals, each announced to live readers (announce.ts).
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';
import { discussions, replies } from '../db/schema';
import { DISCUSSIONS_CHANNEL, notifyChange } from './announce';
import { replyRows, type ReplyRow } from './replyRows';

export function createReplyStore(db: Db, now: () => number) {
  return {
    /** The replies in id order; `after` and `limit` page them for live readers catching up. */
    replies: (discussionId: string, viewer: string | null, { after = 0, limit = 100_000 } = {}): Promise<ReplyRow[]> =>
      replyRows(db, discussionId, viewer, sql`r.id > ${after}`, limit),
    /** One reply as this viewer sees it (a write's answer), undefined when it is not in that discussion. */
    replyOne: async (discussionId: string, replyId: number, viewer: string | null): Promise<ReplyRow | undefined> =>
      (await replyRows(db, discussionId, viewer, sql`r.id = ${replyId}`, 1))[0],

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
  };
}
