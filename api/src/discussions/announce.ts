/** Announcing changes to a discussion's replies to live readers (discussions/live.ts), by PostgreSQL NOTIFY. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/**
 * Where a discussion's replies are announced: `{discussionId}:{replyId}` for a new one (live
 * readers then read the rows after their last; sent by the store's reply insert itself, replyStore.ts),
 * `{discussionId}:{replyId}:changed` for one edited, removed, hidden or restored (open pages read
 * the discussion again).
 */
export const DISCUSSIONS_CHANNEL = 'nyaya_discussions';

/** Announces a changed reply once `tx` (or, given the database, at once) commits. */
export async function notifyChange(tx: Pick<Db, 'execute'>, discussionId: string, replyId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${DISCUSSIONS_CHANNEL}, ${`${discussionId}:${replyId}:changed`})`);
}
