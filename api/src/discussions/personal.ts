/**
 * An account's public discussions in its data export and its profile count (issue 26): what it
 * wrote, as written. Erasure needs nothing here: deleting the account deletes its discussions (with
 * their replies), replies and upvotes by the foreign keys (db/schema/discussions.ts).
 */
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { discussions, replies, votes } from '../db/schema';

/** Discussions started and replies written: the profile's "community posts". */
export async function communityPostsOf(db: Db, accountId: string): Promise<number> {
  const [[started], [answered]] = await Promise.all([
    db.select({ n: count() }).from(discussions).where(eq(discussions.authorAccountId, accountId)),
    db.select({ n: count() }).from(replies).where(eq(replies.authorAccountId, accountId)),
  ]);
  return (started?.n ?? 0) + (answered?.n ?? 0);
}

export async function discussionsExport(db: Db, accountId: string) {
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  const [started, written, upvoted] = await Promise.all([
    db.select().from(discussions).where(eq(discussions.authorAccountId, accountId)).orderBy(asc(discussions.createdAt)),
    db.select().from(replies).where(eq(replies.authorAccountId, accountId)).orderBy(asc(replies.id)),
    db.select().from(votes).where(eq(votes.accountId, accountId)).orderBy(asc(votes.id)),
  ]);
  return {
    discussions: started.map((row) => ({
      id: row.id,
      title: row.title,
      category: row.category,
      body: row.body,
      createdAt: iso(row.createdAt),
      editedAt: iso(row.editedAt),
    })),
    replies: written.map((row) => ({ discussionId: row.discussionId, id: row.id, body: row.body, createdAt: iso(row.createdAt), editedAt: iso(row.editedAt) })),
    upvotes: upvoted.map((row) => ({ discussionId: row.discussionId, replyId: row.replyId, createdAt: iso(row.createdAt) })),
  };
}
