/**
 * Live delivery on one API instance. Every instance LISTENs once (one connection) on the messages
 * channel; a notification names only a conversation and a message id. When one arrives for a
 * conversation that has open streams here, the hub reads that conversation's new rows from the
 * database (once, however many streams) and hands each stream the rows after the last one it sent.
 * Nothing lives only in memory: a stream that reconnects, here or on another instance, resumes from
 * its last id, and a lost LISTEN connection is followed by a read of every open conversation.
 *
 * Per conversation the reads run one at a time (a notification during a read marks it to run
 * again), so each stream gets its rows in id order, each once.
 */
import type { Database } from '../db/database';
import { MESSAGES_CHANNEL } from './store';
import type { MessageRow } from './view';

export interface Stream {
  conversationId: number;
  /** The last message id this stream has sent (its resume point at first). */
  lastSentId: number;
  deliver(rows: MessageRow[]): void;
}

export interface Hub {
  /** Starts listening; resolves once the LISTEN is in place. */
  start(): Promise<void>;
  /** Adds a stream and sends it what it missed since `lastSentId`; returns its removal. */
  subscribe(stream: Stream): () => void;
  /** Open streams on this instance (health, tests). */
  size(): number;
  /** Resolves once no read is running (tests). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/** Rows per read: a stream that was away for long catches up in pages of this many. */
const READ_PAGE = 500;

export type ReadAfter = (conversationId: number, after: number, limit: number) => Promise<MessageRow[]>;

export function createHub(database: Pick<Database, 'listen'>, readAfter: ReadAfter, onError: (error: unknown) => void = () => {}): Hub {
  const streams = new Map<number, Set<Stream>>();
  const running = new Map<number, Promise<void>>();
  const again = new Set<number>();
  let unlisten: (() => Promise<void>) | undefined;

  async function read(conversationId: number): Promise<void> {
    // Only the streams open now: one that subscribes meanwhile may need older rows, and gets its own read next.
    const targets = [...(streams.get(conversationId) ?? [])];
    if (!targets.length) return;
    let after = Math.min(...targets.map((stream) => stream.lastSentId));
    for (;;) {
      const rows = await readAfter(conversationId, after, READ_PAGE);
      for (const stream of targets) {
        if (!streams.get(conversationId)?.has(stream)) continue;
        const fresh = rows.filter((row) => row.id > stream.lastSentId);
        if (!fresh.length) continue;
        stream.lastSentId = fresh[fresh.length - 1]!.id;
        stream.deliver(fresh);
      }
      if (rows.length < READ_PAGE) return;
      after = rows[rows.length - 1]!.id;
    }
  }

  /** Runs a read of this conversation now, or once more after the one running. */
  function schedule(conversationId: number): void {
    if (running.has(conversationId)) {
      again.add(conversationId);
      return;
    }
    const run = read(conversationId)
      .catch(onError)
      .finally(() => {
        running.delete(conversationId);
        if (again.delete(conversationId)) schedule(conversationId);
      });
    running.set(conversationId, run);
  }

  function notified(payload: string): void {
    const match = /^(\d+):(\d+)$/.exec(payload);
    if (!match) return;
    const conversationId = Number(match[1]);
    if (streams.has(conversationId)) schedule(conversationId);
  }

  return {
    async start() {
      unlisten = await database.listen(MESSAGES_CHANNEL, {
        onNotify: notified,
        // Notifications may have been missed while the connection was down: read every open conversation.
        onReconnect: () => {
          for (const conversationId of streams.keys()) schedule(conversationId);
        },
      });
    },
    subscribe(stream) {
      const set = streams.get(stream.conversationId) ?? new Set<Stream>();
      set.add(stream);
      streams.set(stream.conversationId, set);
      schedule(stream.conversationId);
      return () => {
        set.delete(stream);
        if (!set.size && streams.get(stream.conversationId) === set) streams.delete(stream.conversationId);
      };
    },
    size: () => [...streams.values()].reduce((total, set) => total + set.size, 0),
    async idle() {
      while (running.size) await Promise.all([...running.values()]);
    },
    async stop() {
      streams.clear();
      await unlisten?.();
    },
  };
}
