/**
 * Public discussions live (issue 26): the conversations' hub (one LISTEN per instance) on the
 * discussions' channel, keyed by discussion id, reading the replies after each stream's last one
 * as a guest sees them; and the `changed` announcements (an edit, a removal, a reply hidden or
 * restored), passed straight to the open streams of that discussion, since they carry no row to
 * catch up on: a page that reconnects reads the discussion again instead.
 */
import type { Database } from '../db/database';
import { createHub, type Hub } from '../conversations/hub';
import { DISCUSSIONS_CHANNEL } from './announce';
import type { ReplyRow } from './replyRows';
import type { DiscussionStore } from './store';

export type DiscussionHub = Hub<string, ReplyRow>;

const NEW_REPLY = /^(ds-[a-z0-9]{1,40}):\d+$/;
const CHANGED = /^(ds-[a-z0-9]{1,40}):(\d+):changed$/;

export interface DiscussionsLive {
  hub: DiscussionHub;
  /** Hears of changed replies in `discussionId` until the returned function is called. */
  onChange(discussionId: string, listener: (replyId: number) => void): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createDiscussionsLive(database: Pick<Database, 'listen'>, store: DiscussionStore, onError: (error: unknown) => void): DiscussionsLive {
  const hub: DiscussionHub = createHub<string, ReplyRow>(database, (id, after, limit) => store.replies(id, null, { after, limit }), onError, {
    channel: DISCUSSIONS_CHANNEL,
    keyOf: (payload) => NEW_REPLY.exec(payload)?.[1],
  });
  const listeners = new Map<string, Set<(replyId: number) => void>>();
  let unlisten: (() => Promise<void>) | undefined;
  return {
    hub,
    onChange(discussionId, listener) {
      const set = listeners.get(discussionId) ?? new Set();
      set.add(listener);
      listeners.set(discussionId, set);
      return () => {
        set.delete(listener);
        if (!set.size && listeners.get(discussionId) === set) listeners.delete(discussionId);
      };
    },
    async start() {
      await hub.start();
      unlisten = await database.listen(DISCUSSIONS_CHANNEL, {
        onNotify(payload) {
          const match = CHANGED.exec(payload);
          if (match) for (const listener of listeners.get(match[1]!) ?? []) listener(Number(match[2]));
        },
      });
    },
    async stop() {
      listeners.clear();
      await unlisten?.();
      await hub.stop();
    },
  };
}
