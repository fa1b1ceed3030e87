/**
 * Server-Sent Events, one way for every live stream (issue 26: a conversation's messages, a
 * discussion's replies, the private list's pokes). What each route says is its own; what a stream
 * is lives here: the headers, the first bytes and the `retry` spread, heartbeats, the longest
 * stream, the cut-off of a reader too slow to keep up, the open streams per reader, ending with
 * the instance (`track`), and unsubscribing when it ends however it ends.
 */
import { randomInt } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { tooMany } from '../problems';

/** Heartbeat comments keep proxies and sockets' idle timeouts from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/** A stream is ended after 10 minutes: the browser reconnects at once, and the session is checked again. */
export const STREAM_MAX_MS = 10 * 60_000;
/** What may wait unread in a stream's buffer before it is cut off (a few hundred messages). */
const MAX_BUFFERED = 512 * 1024;
/**
 * How long the browser waits before reconnecting after a drop (the SSE `retry` field): 1–4 s, a
 * different wait for each stream. When an instance dies, all of its streams drop at the same
 * moment; with one fixed wait they would all come back to the survivors at once, and that burst of
 * sign-in checks and catch-up reads held up live delivery for everyone else (bench:chat, README).
 */
export const RETRY_MIN_MS = 1000;
export const RETRY_SPREAD_MS = 3000;
export const retryDelay = () => RETRY_MIN_MS + randomInt(RETRY_SPREAD_MS);
/**
 * Open streams per reader on one instance: a person has a few tabs; a script opening thousands
 * would hold this instance's memory and sockets. Counted here only, as it protects this process.
 */
export const STREAMS_PER_SESSION = 30;

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  // Proxies (nginx) pass each event on at once instead of buffering the stream.
  'x-accel-buffering': 'no',
} as const;

/** One event: `id` (the browser's Last-Event-ID after a drop) only where there is a row to resume after. */
export const sseEvent = (event: string, data: unknown, id?: number) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** Where a reconnecting stream resumes: the browser's `Last-Event-ID`, else a page's `?after=` (unchecked). */
export function resumeFrom(request: FastifyRequest<{ Querystring: { after?: string } }>): string | undefined {
  const header = request.headers['last-event-id'];
  return typeof header === 'string' && header !== '' ? header : request.query.after;
}

/** Each reader's open streams of one kind on this instance; `refusal` says what a reader over the limit is told. */
export function streamLimit(refusal: string, max = STREAMS_PER_SESSION) {
  const open = new Map<string, number>();
  return {
    /** 429 when this reader already has `max` open. */
    check(reader: string): void {
      if ((open.get(reader) ?? 0) >= max) throw tooMany(refusal, (RETRY_MIN_MS + RETRY_SPREAD_MS) / 1000);
    },
    /** Counts one more; the returned function (idempotent) counts it gone. */
    hold(reader: string): () => void {
      open.set(reader, (open.get(reader) ?? 0) + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(reader) ?? 1) - 1;
        if (left > 0) open.set(reader, left);
        else open.delete(reader);
      };
    },
  };
}
export type StreamLimit = ReturnType<typeof streamLimit>;

export interface EventStream {
  limit: StreamLimit;
  /** Whose streams these are: a session id, or an address for a guest. */
  reader: string;
  heartbeatMs?: number;
  maxMs?: number;
  /** Ends the stream when the instance stops; returns what forgets it. */
  track: (end: () => void) => () => void;
  /** Runs when the stream opens and with every heartbeat (presence: an open stream is "online"). */
  onBeat?: () => void;
  /** Starts what feeds the stream, given `send`; returns what stops each of them. */
  subscribe: (send: (chunk: string) => void) => Array<() => void>;
  /** Logged with a reader cut off for falling behind. */
  context: Record<string, unknown>;
}

/** Answers `request` with an event stream; the caller has checked access and `limit` already. */
export function sendEventStream(request: FastifyRequest, reply: FastifyReply, options: EventStream) {
  const { heartbeatMs = HEARTBEAT_MS, maxMs = STREAM_MAX_MS } = options;
  const release = options.limit.hold(options.reader);
  const stream = new PassThrough();
  let ended = false;
  let stops: Array<() => void> = [];
  const end = () => {
    if (ended) return;
    ended = true;
    release();
    clearInterval(heartbeat);
    clearTimeout(expiry);
    for (const stop of stops) stop();
    untrack();
    stream.end();
  };
  const send = (chunk: string) => {
    if (ended) return;
    stream.write(chunk);
    if (stream.writableLength > MAX_BUFFERED) {
      request.log.warn(options.context, 'an event stream’s reader fell behind; cut off to catch up on reconnect');
      end();
      reply.raw.destroy();
    }
  };
  const heartbeat = setInterval(() => {
    send(': heartbeat\n\n');
    options.onBeat?.();
  }, heartbeatMs);
  const expiry = setTimeout(end, maxMs);
  const untrack = options.track(end);
  options.onBeat?.();
  // The first bytes go at once, so the browser sees the stream open.
  send(`retry: ${retryDelay()}\n: open\n\n`);
  stops = options.subscribe(send);
  // Ended while subscribing (cut off by a first delivery): stop what was just started.
  if (ended) for (const stop of stops) stop();
  reply.raw.once('close', end);
  return reply.headers(SSE_HEADERS).send(stream);
}
