/**
 * A new account's first day (issue 26; the anchor: Discourse's trust level 0): an account younger
 * than 24 hours may post at most 5 times (discussions and replies), counted from its rows, so no
 * restart, second instance or cleared limiter lets a fresh account flood the discussions.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { discussions, replies } from '../db/schema';
import { ProblemError, problem } from '../problems';

export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;
export const NEW_ACCOUNT_POSTS = 5;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** India time, as the screens show it ("27 Nov 2026, 4:20 pm"). */
const indiaTime = (at: Date) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(
    at,
  );

/** The post this client id already made (a retry after a lost answer is the same post, not a new one). */
async function alreadyPosted(db: Db, accountId: string, post: { clientId: string; discussionId?: string }): Promise<boolean> {
  const [row] = rowsOf<{ found: number }>(
    await db.execute(
      post.discussionId === undefined
        ? sql`SELECT 1 AS found FROM ${discussions} d WHERE d.author_account_id = ${accountId} AND d.client_id = ${post.clientId}`
        : sql`SELECT 1 AS found FROM ${replies} r WHERE r.discussion_id = ${post.discussionId} AND r.author_account_id = ${accountId} AND r.client_id = ${post.clientId}`,
    ),
  );
  return row !== undefined;
}

/**
 * Throws 429 (with `retryAt`) when this account is new and has used its first day's posts, unless
 * `post` (its client id, and the discussion for a reply) was already made: then it is answered again.
 */
export async function checkNewAccountPosts(db: Db, accountId: string, now: number, post: { clientId: string; discussionId?: string }): Promise<void> {
  const [row] = rowsOf<{ created_ms: number; posts: number }>(
    await db.execute(sql`
      SELECT floor(extract(epoch from a.created_at) * 1000)::float8 AS created_ms,
        ((SELECT count(*) FROM ${discussions} d WHERE d.author_account_id = a.id)
          + (SELECT count(*) FROM ${replies} r WHERE r.author_account_id = a.id))::int AS posts
      FROM accounts a WHERE a.id = ${accountId}`),
  );
  if (!row) return;
  const until = Number(row.created_ms) + NEW_ACCOUNT_MS;
  if (now >= until || Number(row.posts) < NEW_ACCOUNT_POSTS || (await alreadyPosted(db, accountId, post))) return;
  const at = new Date(until);
  const seconds = Math.max(1, Math.ceil((until - now) / 1000));
  throw new ProblemError(
    problem(
      429,
      `New accounts can post ${NEW_ACCOUNT_POSTS} times in their first 24 hours. You can post again from ${indiaTime(at)} (India time); what you wrote is kept.`,
      { title: 'New account limit', retryAfterSeconds: seconds, retryAt: at.toISOString() },
    ),
    { 'retry-after': String(seconds) },
  );
}
