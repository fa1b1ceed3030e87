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
 *
 * The public discussions' live replies use the same hub on a channel of their own (`channel`,
 * `keyOf`): there a key is a discussion's id and a row is a reply (discussions/live.ts).
 */
import type { Database } from '../db/database';
import { MESSAGES_CHANNEL } from './store';
import type { MessageRow } from './view';

type Row = { id: number };

export interface Stream<K = number, R extends Row = MessageRow> {
  /** What it follows: a conversation's id (or a discussion's, on the discussions' hub). */
  conversationId: K;
  /** The last message id this stream has sent (its resume point at first). */
  lastSentId: number;
  deliver(rows: R[]): void;
}

export interface Hub<K = number, R extends Row = MessageRow> {
  /** Starts listening; resolves once the LISTEN is in place. */
  start(): Promise<void>;
  /** Adds a stream and sends it what it missed since `lastSentId`; returns its removal. */
  subscribe(stream: Stream<K, R>): () => void;
  /** Open streams on this instance (health, tests). */
  size(): number;
  /** Resolves once no read is running (tests). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/** Rows per read: a stream that was away for long catches up in pages of this many. */
const READ_PAGE = 500;

export type ReadAfter<K = number, R extends Row = MessageRow> = (conversationId: K, after: number, limit: number) => Promise<R[]>;

/** A notification's payload `{conversation}:{message}`: the conversation, or undefined for anything else. */
const conversationOf = (payload: string): number | undefined => {
  const match = /^(\d+):(\d+)$/.exec(payload);
  return match ? Number(match[1]) : undefined;
};

export function createHub<K = number, R extends Row = MessageRow>(
  database: Pick<Database, 'listen'>,
  readAfter: ReadAfter<K, R>,
  onError: (error: unknown) => void = () => {},
  { channel = MESSAGES_CHANNEL, keyOf = conversationOf as unknown as (payload: string) => K | undefined } = {},
): Hub<K, R> {
  type S = Stream<K, R>;
  const streams = new Map<K, Set<S>>();
  const running = new Map<K, Promise<void>>();
  const again = new Set<K>();
  let unlisten: (() => Promise<void>) | undefined;

  async function read(conversationId: K): Promise<void> {
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
  function schedule(conversationId: K): void {
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
    const conversationId = keyOf(payload);
    if (conversationId !== undefined && streams.has(conversationId)) schedule(conversationId);
  }

  return {
    async start() {
      unlisten = await database.listen(channel, {
        onNotify: notified,
        // Notifications may have been missed while the connection was down: read every open conversation.
        onReconnect: () => {
          for (const conversationId of streams.keys()) schedule(conversationId);
        },
      });
    },
    subscribe(stream) {
      const set = streams.get(stream.conversationId) ?? new Set<S>();
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
