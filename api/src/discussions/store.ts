/**
 * Discussions' SQL (issue 26), one store for the routes: reading discussions (summaries.ts), writing
 * them (discussionWrites.ts), their replies (replyStore.ts) and upvotes (votes.ts).
 */
import type { Db } from '../db/database';
import { createDiscussionWrites } from './discussionWrites';
import { createReplyStore } from './replyStore';
import { createDiscussionReads } from './summaries';
import { createVoteStore } from './votes';

export function createDiscussionStore(db: Db, now: () => number) {
  return { ...createDiscussionReads(db, now), ...createDiscussionWrites(db, now), ...createReplyStore(db, now), ...createVoteStore(db, now) };
}

export type DiscussionStore = ReturnType<typeof createDiscussionStore>;
