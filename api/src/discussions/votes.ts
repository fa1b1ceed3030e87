/** Upvotes on discussions and replies (issue 26). */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';
import { votes } from '../db/schema';

export function createVoteStore(db: Db, now: () => number) {
  return {
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
