/**
 * `GET private/events`: the private list live, as Server-Sent Events. An `inbox` event (no data
 * worth keeping) says the list changed: a message, a new conversation, a block; the page reads the
 * list again. Heartbeats keep it open and refresh the account's presence: an open list counts as
 * online, as an open conversation does.
 */
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { INBOX_EVENT, apiRoutes } from '@nyaya/shared/api';
import type { Inbox } from '../../messages/inbox';
import { touchPresence } from '../../messages/presence';
import { tooMany } from '../../problems';
import { HEARTBEAT_MS, RETRY_MIN_MS, RETRY_SPREAD_MS, SSE_HEADERS, STREAMS_PER_SESSION, STREAM_MAX_MS, retryDelay } from '../conversations/events';

export function registerInboxEvents(app: FastifyInstance, inbox: Inbox, now: () => number, { heartbeatMs = HEARTBEAT_MS, maxMs = STREAM_MAX_MS } = {}) {
  const perSession = new Map<string, number>();
  app.get(apiRoutes.privateEvents, async (request, reply) => {
    const session = await app.sessions.requireAccount(request);
    if ((perSession.get(session.id) ?? 0) >= STREAMS_PER_SESSION) {
      throw tooMany(`This browser already has ${STREAMS_PER_SESSION} message lists open live; close some tabs.`, (RETRY_MIN_MS + RETRY_SPREAD_MS) / 1000);
    }
    perSession.set(session.id, (perSession.get(session.id) ?? 0) + 1);
    const stream = new PassThrough();
    let ended = false;
    const seen = () => void touchPresence(app.db, session.accountId, now()).catch((error: unknown) => request.log.warn({ err: error }, 'presence not saved'));
    const write = (chunk: string) => {
      if (!ended) stream.write(chunk);
    };
    const end = () => {
      if (ended) return;
      ended = true;
      const left = (perSession.get(session.id) ?? 1) - 1;
      if (left > 0) perSession.set(session.id, left);
      else perSession.delete(session.id);
      clearInterval(heartbeat);
      clearTimeout(expiry);
      unwatch();
      untrack();
      stream.end();
    };
    const heartbeat = setInterval(() => {
      write(': heartbeat\n\n');
      seen();
    }, heartbeatMs);
    const expiry = setTimeout(end, maxMs);
    const untrack = app.conversations.track(end);
    const unwatch = inbox.watch(session.accountId, () => write(`event: ${INBOX_EVENT}\ndata: {}\n\n`));
    seen();
    write(`retry: ${retryDelay()}\n: open\n\n`);
    reply.raw.once('close', end);
    return reply.headers(SSE_HEADERS).send(stream);
  });
}
