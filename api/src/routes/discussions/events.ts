/**
 * `GET discussions/{id}/events`: a public discussion live, as Server-Sent Events (reading needs no
 * account, so neither does this). Each new reply is an event `reply` whose id is the reply's id: the
 * browser's EventSource resumes after a drop with `Last-Event-ID` (or a page with `?after=`) and
 * gets what it missed once, in order, on whichever instance it reaches. An edited, removed or
 * hidden reply is an event `changed` without an id (the page reads the discussion again). Same
 * heartbeat, longest stream, `retry` spread and slow-reader cut-off as the conversations' stream.
 */
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DISCUSSION_CHANGED_EVENT, DISCUSSION_REPLY_EVENT, discussionRoutes } from '@nyaya/shared/api';
import type { DiscussionStore, ReplyRow } from '../../discussions/store';
import { replyView } from '../../discussions/view';
import { invalid, tooMany } from '../../problems';
import { HEARTBEAT_MS, RETRY_MIN_MS, RETRY_SPREAD_MS, SSE_HEADERS, STREAMS_PER_SESSION, STREAM_MAX_MS, retryDelay } from '../conversations/events';

const MAX_BUFFERED = 512 * 1024;
const REPLY_ID = /^(0|[1-9]\d{0,15})$/;

const eventOf = (row: ReplyRow) => `id: ${row.id}\nevent: ${DISCUSSION_REPLY_EVENT}\ndata: ${JSON.stringify(replyView(row, null))}\n\n`;

export function registerDiscussionEvents(
  app: FastifyInstance,
  store: DiscussionStore,
  /** The discussion's id if a guest may read it (404 or 410 otherwise). */
  visibleId: (request: FastifyRequest<{ Params: { discussionId: string } }>) => Promise<string>,
  { heartbeatMs = HEARTBEAT_MS, maxMs = STREAM_MAX_MS } = {},
) {
  // Open streams per reader (a session, or the address of a browser without one) on this instance.
  const perReader = new Map<string, number>();
  app.get<{ Params: { discussionId: string }; Querystring: { after?: string } }>(discussionRoutes.events, async (request, reply) => {
    const header = request.headers['last-event-id'];
    const given = typeof header === 'string' && header !== '' ? header : request.query.after;
    if (given !== undefined && !REPLY_ID.test(given)) throw invalid([{ field: 'after', message: 'Resume after a reply id (a whole number).' }]);
    const id = await visibleId(request);
    const reader = (await app.sessions.current(request))?.id ?? `ip:${request.ip}`;
    if ((perReader.get(reader) ?? 0) >= STREAMS_PER_SESSION) {
      throw tooMany(`This browser already has ${STREAMS_PER_SESSION} discussions open live; close some tabs.`, (RETRY_MIN_MS + RETRY_SPREAD_MS) / 1000);
    }
    // No resume point: from now on (the page has just read the discussion itself).
    const after = given !== undefined ? Number(given) : ((await store.lastReplyId(id)) ?? 0);
    perReader.set(reader, (perReader.get(reader) ?? 0) + 1);

    const stream = new PassThrough();
    let ended = false;
    let unsubscribe = () => {};
    let unchange = () => {};
    const end = () => {
      if (ended) return;
      ended = true;
      const left = (perReader.get(reader) ?? 1) - 1;
      if (left > 0) perReader.set(reader, left);
      else perReader.delete(reader);
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
        request.log.warn({ discussionId: id }, 'a discussion stream’s reader fell behind; cut off to catch up on reconnect');
        end();
        reply.raw.destroy();
      }
    };
    const heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs);
    const expiry = setTimeout(end, maxMs);
    const untrack = app.discussionsLive.track(end);
    write(`retry: ${retryDelay()}\n: open\n\n`);
    unsubscribe = app.discussionsLive.hub.subscribe({ conversationId: id, lastSentId: after, deliver: (rows) => write(rows.map(eventOf).join('')) });
    unchange = app.discussionsLive.onChange(id, (replyId) => write(`event: ${DISCUSSION_CHANGED_EVENT}\ndata: ${JSON.stringify({ replyId })}\n\n`));
    reply.raw.once('close', end);
    return reply.headers(SSE_HEADERS).send(stream);
  });
}
