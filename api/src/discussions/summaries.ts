/**
 * Reading discussions (issue 26). Every count is read from the rows in the same query (participants:
 * the distinct authors of the discussion and its replies; messages: the opening post and its
 * replies; last active: the latest of them; trending: replies, upvotes and readers (views.ts) in the last 24 hours
 * against the 24 before, judged by the shared `isTrending`). Nothing is counted by hand.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';
import { discussionViews, discussions, replies, votes } from '../db/schema';
import { hiddenSql } from '../moderation/hidden';
import { outsidePrivateSpaces, readableBy } from '../spaces/access';
import { epochMs, shownReply } from './replyRows';

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

export function createDiscussionReads(db: Db, now: () => number) {
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

    async exists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: discussions.id }).from(discussions).where(eq(discussions.id, id)).limit(1);
      return row !== undefined;
    },
  };
}
