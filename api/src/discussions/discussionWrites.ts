/** Writing discussions (issue 26): starting one, once per client id, and its author's edits and removal. */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { discussions } from '../db/schema';

/** A new discussion's id: `ds-` and 12 random lower-case letters and digits (unguessable, URL-safe). */
export function newDiscussionId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return `ds-${Array.from(randomBytes(12), (byte) => alphabet[byte % 36]).join('')}`;
}

export function createDiscussionWrites(db: Db, now: () => number) {
  return {
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
  };
}
