/**
 * `GET discussions/{id}/events`: a public discussion live, as Server-Sent Events (live/sse.ts;
 * reading needs no account, so neither does this). Each new reply is an event `reply` whose id is
 * the reply's id: the browser's EventSource resumes after a drop with `Last-Event-ID` (or a page
 * with `?after=`) and gets what it missed once, in order, on whichever instance it reaches. An
 * edited, removed or hidden reply is an event `changed` without an id (the page reads the
 * discussion again).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DISCUSSION_CHANGED_EVENT, DISCUSSION_REPLY_EVENT, discussionRoutes } from '@nyaya/shared/api';
import type { DiscussionStore } from '../../discussions/store';
import { replyView } from '../../discussions/view';
import { HEARTBEAT_MS, STREAMS_PER_SESSION, STREAM_MAX_MS, resumeFrom, sendEventStream, sseEvent, streamLimit } from '../../live/sse';
import { invalid } from '../../problems';

const REPLY_ID = /^(0|[1-9]\d{0,15})$/;

export function registerDiscussionEvents(
  app: FastifyInstance,
  store: DiscussionStore,
  /** The discussion's id if a guest may read it (404 or 410 otherwise). */
  visibleId: (request: FastifyRequest<{ Params: { discussionId: string } }>) => Promise<string>,
  { heartbeatMs = HEARTBEAT_MS, maxMs = STREAM_MAX_MS } = {},
) {
  // Open streams per reader (a session, or the address of a browser without one) on this instance.
  const limit = streamLimit(`This browser already has ${STREAMS_PER_SESSION} discussions open live; close some tabs.`);
  app.get<{ Params: { discussionId: string }; Querystring: { after?: string } }>(discussionRoutes.events, async (request, reply) => {
    const given = resumeFrom(request);
    if (given !== undefined && !REPLY_ID.test(given)) throw invalid([{ field: 'after', message: 'Resume after a reply id (a whole number).' }]);
    const id = await visibleId(request);
    const reader = (await app.sessions.current(request))?.id ?? `ip:${request.ip}`;
    limit.check(reader);
    // No resume point: from now on (the page has just read the discussion itself).
    const after = given !== undefined ? Number(given) : ((await store.lastReplyId(id)) ?? 0);
    return sendEventStream(request, reply, {
      limit,
      reader,
      heartbeatMs,
      maxMs,
      track: (end) => app.discussionsLive.track(end),
      subscribe: (send) => [
        app.discussionsLive.hub.subscribe({
          conversationId: id,
          lastSentId: after,
          // As a guest sees it: one stream serves every reader of the discussion.
          deliver: (rows) => send(rows.map((row) => sseEvent(DISCUSSION_REPLY_EVENT, replyView(row, null), row.id)).join('')),
        }),
        app.discussionsLive.onChange(id, (replyId) => send(sseEvent(DISCUSSION_CHANGED_EVENT, { replyId }))),
      ],
      context: { discussionId: id },
    });
  });
}
