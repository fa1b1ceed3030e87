/**
 * A discussion's replies as rows (the store's and the reply answer's), and the counts a page keeps
 * beside them. Split from store.ts so a write can read back just its own reply and the thread's
 * counts instead of the whole thread (issue 26: a reply's answer was the discussion read again,
 * every reply included, so each write cost more as the thread grew).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { replies, votes } from '../db/schema';
import { hiddenSql } from '../moderation/hidden';

export const epochMs = (column: SQL) => sql`floor(extract(epoch from ${column}) * 1000)::float8`;
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A reply that others see: not hidden while reviewed (counts leave hidden replies out). */
export const shownReply = sql`NOT ${hiddenSql('reply', sql`r.id::text`)}`;

export interface ReplyRow {
  id: number;
  author_account_id: string | null;
  author_name: string;
  body: string;
  created_ms: number;
  edited_ms: number | null;
  upvotes: number;
  upvoted: boolean;
  hidden: boolean;
}

/** Replies of a discussion matching `where` (on `r`), in id order, with this viewer's upvotes. */
export async function replyRows(db: Pick<Db, 'execute'>, discussionId: string, viewer: string | null, where: SQL, limit: number): Promise<ReplyRow[]> {
  const result = await db.execute(sql`
    SELECT r.id::float8 AS id, r.author_account_id, coalesce(a.name, r.seed_author, '') AS author_name, r.body,
      ${epochMs(sql`r.created_at`)} AS created_ms, ${epochMs(sql`r.edited_at`)} AS edited_ms,
      (SELECT count(*)::int FROM ${votes} v WHERE v.reply_id = r.id) AS upvotes,
      EXISTS (SELECT 1 FROM ${votes} v WHERE v.reply_id = r.id AND v.account_id = ${viewer}) AS upvoted,
      NOT ${shownReply} AS hidden
    FROM ${replies} r LEFT JOIN accounts a ON a.id = r.author_account_id
    WHERE r.discussion_id = ${discussionId} AND ${where}
    ORDER BY r.id
    LIMIT ${limit}`);
  return rowsOf<ReplyRow>(result).map((row) => ({ ...row, id: Number(row.id) }));
}

export interface ThreadCounts {
  participants: number;
  messages: number;
  last_active_ms: number;
}

/**
 * The counts of the discussion's summary that a reply changes (participants, messages, last
 * active), computed as `summaries` computes them; undefined when the discussion is gone.
 */
export async function threadCounts(db: Pick<Db, 'execute'>, discussionId: string): Promise<ThreadCounts | undefined> {
  const [row] = rowsOf<ThreadCounts>(
    await db.execute(sql`
      SELECT
        (SELECT count(DISTINCT p.who)::int FROM (
          SELECT coalesce('a:' || d.author_account_id, 's:' || d.seed_author) AS who
          UNION ALL SELECT coalesce('a:' || r.author_account_id, 's:' || r.seed_author) FROM ${replies} r WHERE r.discussion_id = d.id AND ${shownReply}) p) AS participants,
        (1 + (SELECT count(*) FROM ${replies} r WHERE r.discussion_id = d.id AND ${shownReply}))::int AS messages,
        ${epochMs(sql`greatest(d.created_at, (SELECT max(r.created_at) FROM ${replies} r WHERE r.discussion_id = d.id))`)} AS last_active_ms
      FROM discussions d WHERE d.id = ${discussionId}`),
  );
  return row && { participants: Number(row.participants), messages: Number(row.messages), last_active_ms: Number(row.last_active_ms) };
}
