/**
 * A discussion's replies as rows (the store's and the reply answer's), and the counts a page keeps
 * beside them. Kept out of the store so a write can read back just its own reply and the thread's
 * counts instead of the whole thread (issue 26: a reply's answer was the discussion read again,
 * every reply included, so each write cost more as the thread grew).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';
import { replies, votes } from '../db/schema';
import { hiddenSql } from '../moderation/hidden';

export const epochMs = (column: SQL) => sql`floor(extract(epoch from ${column}) * 1000)::float8`;

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

/** Replies of a discussion matching `where` (on `r`), in id order, with this viewer's upvotes (and `more` columns). */
export async function replyRows<Row extends ReplyRow = ReplyRow>(
  db: Pick<Db, 'execute'>,
  discussionId: string,
  viewer: string | null,
  where: SQL,
  limit: number,
  more: SQL = sql``,
): Promise<Row[]> {
  const result = await db.execute(sql`
    SELECT r.id::float8 AS id, r.author_account_id, coalesce(a.name, r.seed_author, '') AS author_name, r.body,
      ${epochMs(sql`r.created_at`)} AS created_ms, ${epochMs(sql`r.edited_at`)} AS edited_ms,
      (SELECT count(*)::int FROM ${votes} v WHERE v.reply_id = r.id) AS upvotes,
      EXISTS (SELECT 1 FROM ${votes} v WHERE v.reply_id = r.id AND v.account_id = ${viewer}) AS upvoted,
      NOT ${shownReply} AS hidden ${more}
    FROM ${replies} r LEFT JOIN accounts a ON a.id = r.author_account_id
    WHERE r.discussion_id = ${discussionId} AND ${where}
    ORDER BY r.id
    LIMIT ${limit}`);
  return rowsOf<Row>(result).map((row) => ({ ...row, id: Number(row.id) }));
}

export interface ThreadCounts {
  participants: number;
  messages: number;
  last_active_ms: number;
}

/**
 * One reply as this viewer sees it, with the counts of its discussion that a reply changes
 * (participants, messages, last active, computed as the store's `summaries` computes them), in one
 * read: a reply write's answer. Undefined when the reply is gone.
 */
export async function replyWithCounts(
  db: Pick<Db, 'execute'>,
  discussionId: string,
  replyId: number,
  viewer: string,
): Promise<(ReplyRow & ThreadCounts) | undefined> {
  const counts = sql`,
    (SELECT count(DISTINCT p.who)::int FROM (
      SELECT coalesce('a:' || d.author_account_id, 's:' || d.seed_author) AS who FROM discussions d WHERE d.id = r.discussion_id
      UNION ALL SELECT coalesce('a:' || r.author_account_id, 's:' || r.seed_author) FROM ${replies} r WHERE r.discussion_id = ${discussionId} AND ${shownReply}) p) AS participants,
    (1 + (SELECT count(*) FROM ${replies} r WHERE r.discussion_id = ${discussionId} AND ${shownReply}))::int AS messages,
    ${epochMs(sql`greatest((SELECT d.created_at FROM discussions d WHERE d.id = r.discussion_id), (SELECT max(r.created_at) FROM ${replies} r WHERE r.discussion_id = ${discussionId}))`)} AS last_active_ms`;
  const [row] = await replyRows<ReplyRow & ThreadCounts>(db, discussionId, viewer, sql`r.id = ${replyId}`, 1, counts);
  return row && { ...row, participants: Number(row.participants), messages: Number(row.messages), last_active_ms: Number(row.last_active_ms) };
}
