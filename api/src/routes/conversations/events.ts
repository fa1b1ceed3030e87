/**
 * `GET conversations/{ref}/events`: the conversation live, as Server-Sent Events. Each message is
 * an event `message` whose id is the message's id, so the browser's EventSource resumes after a
 * drop with `Last-Event-ID` (or a page with `?after=`) and gets what it missed once, in order,
 * whichever instance it reaches. Heartbeat comments keep proxies and the sockets' idle timeouts
 * from closing a quiet stream; a stream is ended after 10 minutes (the browser reconnects at once,
 * and the session is checked again), and a reader too slow to keep up is cut off to catch up later.
 */
import { randomInt } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { CONVERSATION_CHANGED_EVENT, CONVERSATION_EVENT, apiRoutes } from '@nyaya/shared/api';
import type { ConversationAccess } from '../../conversations/access';
import type { ConversationStore } from '../../conversations/store';
import { messageView, type MessageRow } from '../../conversations/view';
import { touchPresence } from '../../messages/presence';
import { tooMany } from '../../problems';
import { messageIdOf, type ConversationRequest } from './params';

export const HEARTBEAT_MS = 15_000;
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
 * Open streams per session on one instance: a person has a few tabs; a script opening thousands
 * would hold this instance's memory and sockets. Counted here only, as it protects this process.
 */
export const STREAMS_PER_SESSION = 30;

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  // Proxies (nginx) pass each event on at once instead of buffering the stream.
  'x-accel-buffering': 'no',
} as const;

/** Each stream's own view: a message hidden after reports keeps its text for its writer only. */
const eventOf = (row: MessageRow, viewer?: string) => `id: ${row.id}\nevent: ${CONVERSATION_EVENT}\ndata: ${JSON.stringify(messageView(row, viewer))}\n\n`;

export function registerEvents(
  app: FastifyInstance,
  accessOf: (request: ConversationRequest) => Promise<ConversationAccess>,
  store: ConversationStore,
  { heartbeatMs = HEARTBEAT_MS, maxMs = STREAM_MAX_MS, now = Date.now }: { heartbeatMs?: number; maxMs?: number; now?: () => number } = {},
) {
  const perSession = new Map<string, number>();
  app.get<{ Params: { reference: string }; Querystring: { after?: string } }>(apiRoutes.conversationEvents, async (request, reply) => {
    const header = request.headers['last-event-id'];
    const resume = messageIdOf(typeof header === 'string' && header !== '' ? header : request.query.after, 'after');
    const access = await accessOf(request);
    const session = (await app.sessions.current(request))!;
    const sessionId = session.id;
    // An open stream is what "online" means (issue 26): refreshed with every heartbeat, in the database.
    const seen = () => {
      if (session.accountId)
        void touchPresence(app.db, session.accountId, now()).catch((error: unknown) => request.log.warn({ err: error }, 'presence not saved'));
    };
    if ((perSession.get(sessionId) ?? 0) >= STREAMS_PER_SESSION) {
      throw tooMany(`This browser already has ${STREAMS_PER_SESSION} conversations open live; close some tabs.`, (RETRY_MIN_MS + RETRY_SPREAD_MS) / 1000);
    }
    // No resume point: from now on (the page has just read the conversation itself).
    const after = resume ?? (await store.page(access.conversationId, { limit: 1 })).rows.at(-1)?.id ?? 0;
    perSession.set(sessionId, (perSession.get(sessionId) ?? 0) + 1);

    const stream = new PassThrough();
    let ended = false;
    let unsubscribe = () => {};
    let unchange = () => {};
    const end = () => {
      if (ended) return;
      ended = true;
      const left = (perSession.get(sessionId) ?? 1) - 1;
      if (left > 0) perSession.set(sessionId, left);
      else perSession.delete(sessionId);
      clearInterval(heartbeat);
      clearTimeout(expiry);
      unsubscribe();
      unchange();
      untrack();
      stream.end();
    };
    const write = (chunk: string) => {
      if (ended) return;
      stream.write(chunk);
      if (stream.writableLength > MAX_BUFFERED) {
        request.log.warn({ conversationId: access.conversationId }, 'an event stream’s reader fell behind; cut off to catch up on reconnect');
        end();
        reply.raw.destroy();
      }
    };
    const heartbeat = setInterval(() => {
      write(': heartbeat\n\n');
      seen();
    }, heartbeatMs);
    seen();
    const expiry = setTimeout(end, maxMs);
    const untrack = app.conversations.track(end);
    // The first bytes go at once, so the browser sees the stream open.
    write(`retry: ${retryDelay()}\n: open\n\n`);
    unsubscribe = app.conversations.hub.subscribe({
      conversationId: access.conversationId,
      lastSentId: after,
      deliver: (rows) => write(rows.map((row) => eventOf(row, access.member?.accountId)).join('')),
    });
    // Hidden, restored or removed (issue 26): no row to catch up on, so no id; the page reads it again.
    unchange = app.conversations.onChange(access.conversationId, (messageId) =>
      write(`event: ${CONVERSATION_CHANGED_EVENT}\ndata: ${JSON.stringify({ messageId })}\n\n`),
    );
    reply.raw.once('close', end);
    return reply.headers(SSE_HEADERS).send(stream);
  });
}
