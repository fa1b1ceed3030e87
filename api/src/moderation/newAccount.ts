/**
 * A new account's first day (issue 26; the anchor: Discourse's trust level 0): an account younger
 * than 24 hours may post at most 5 times (discussions and replies), counted from its rows, so no
 * restart, second instance or cleared limiter lets a fresh account flood the discussions.
 *
 * The count and the insert must be one step, or ten posts sent at once all count 4 and all pass.
 * So the check runs inside the transaction that stores the post, after a transaction-scoped
 * advisory lock on the account (`pg_advisory_xact_lock`): a second post of the same new account
 * waits there until the first commits (or rolls back), and then counts it (READ COMMITTED: each
 * statement sees what committed before it started). Why this and not the alternatives:
 * - `SELECT … FROM accounts … FOR UPDATE` would also serialise them, but it conflicts with the
 *   KEY SHARE lock every insert referencing the account takes (its replies, votes, sessions), so
 *   unrelated writes of the account would queue behind it;
 * - a counter row with a conditional update needs a table and a migration, and a second truth
 *   beside the rows, which a deleted post would have to keep in step.
 * The lock is released at commit, needs no cleanup, and works the same on PGlite (one session:
 * it never waits there, and PGlite runs one transaction at a time anyway) and PostgreSQL. Only a
 * new account takes it; an older one pays a single primary-key read.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { discussions, replies } from '../db/schema';
import { ProblemError, problem } from '../problems';
import { rowsOf } from '../db/rows';

export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;
export const NEW_ACCOUNT_POSTS = 5;
/** The advisory lock's first key: this lock's own space (any constant no other lock uses). */
const NEW_ACCOUNT_LOCK = 26_005;

/** India time, as the screens show it ("27 Nov 2026, 4:20 pm"). */
const indiaTime = (at: Date) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(
    at,
  );

/** The post this client id already made (a retry after a lost answer is the same post, not a new one). */
async function alreadyPosted(db: Pick<Db, 'execute'>, accountId: string, post: { clientId: string; discussionId?: string }): Promise<boolean> {
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
 * The account's posts so far: every one is in its first day while the rule applies. Each count
 * reads an author-first index (discussions' client id key, replies_author_idx), not the table.
 */
export const postsOf = (accountId: string) => sql`
  SELECT ((SELECT count(*) FROM ${discussions} d WHERE d.author_account_id = ${accountId})
    + (SELECT count(*) FROM ${replies} r WHERE r.author_account_id = ${accountId}))::int AS posts`;

/**
 * Throws 429 (with `retryAt`) when this account is new and has used its first day's posts, unless
 * `post` (its client id, and the discussion for a reply) was already made: then it is answered again.
 * Call it with the transaction that then stores the post (see above): it holds the account's lock
 * until that transaction ends.
 */
export async function checkNewAccountPosts(
  tx: Pick<Db, 'execute'>,
  accountId: string,
  now: number,
  post: { clientId: string; discussionId?: string },
): Promise<void> {
  const [account] = rowsOf<{ created_ms: number }>(
    await tx.execute(sql`SELECT floor(extract(epoch from a.created_at) * 1000)::float8 AS created_ms FROM accounts a WHERE a.id = ${accountId}`),
  );
  if (!account) return;
  const until = Number(account.created_ms) + NEW_ACCOUNT_MS;
  if (now >= until) return;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${NEW_ACCOUNT_LOCK}, hashtext(${accountId}))`);
  const [row] = rowsOf<{ posts: number }>(await tx.execute(postsOf(accountId)));
  if (Number(row?.posts ?? 0) < NEW_ACCOUNT_POSTS || (await alreadyPosted(tx, accountId, post))) return;
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
