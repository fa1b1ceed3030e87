/**
 * Counting a discussion's readers for Trending (issue 26). Reading needs no account, so a reader
 * is their account when signed in, else their session, else their address (as the limits key
 * it) and browser; only a hash of that is kept. A reader counts once per discussion per India day.
 */
import { createHash } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { addDays, indiaDay } from '@nyaya/shared/rules/life/calendarDay';
import type { Db } from '../db/database';
import { discussionViews } from '../db/schema';

/** Trending compares the last 24 hours with the 24 before: older views are of no use. */
const KEEP_DAYS = 3;

export function viewerKey(reader: { accountId: string | null; sessionId: string | null; address: string; userAgent: string }): string {
  // Without a session, phones behind one carrier's address are told apart by their browser.
  const who = reader.accountId
    ? `account:${reader.accountId}`
    : reader.sessionId
      ? `session:${reader.sessionId}`
      : `address:${reader.address}|${reader.userAgent.slice(0, 300)}`;
  return createHash('sha256').update(who).digest('base64url');
}

export function createViewCounter(db: Db, now: () => number) {
  return {
    /** Counts the read; a reader's first of the day also prunes views no comparison needs any more. */
    async record(discussionId: string, viewer: string): Promise<void> {
      const at = new Date(now());
      const day = indiaDay(at);
      const inserted = await db
        .insert(discussionViews)
        .values({ discussionId, viewer, day, viewedAt: at })
        .onConflictDoNothing()
        .returning({ day: discussionViews.day });
      if (inserted.length > 0) await db.delete(discussionViews).where(lt(discussionViews.day, addDays(day, -KEEP_DAYS)));
    },
  };
}
