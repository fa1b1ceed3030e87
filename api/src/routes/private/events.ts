/**
 * `GET private/events`: the private list live, as Server-Sent Events (live/sse.ts). An `inbox`
 * event (no data worth keeping) says the list changed: a message, a new conversation, a block; the
 * page reads the list again. Heartbeats keep it open and refresh the account's presence: an open
 * list counts as online, as an open conversation does.
 */
import type { FastifyInstance } from 'fastify';
import { INBOX_EVENT, apiRoutes } from '@nyaya/shared/api';
import { HEARTBEAT_MS, STREAMS_PER_SESSION, STREAM_MAX_MS, sendEventStream, sseEvent, streamLimit } from '../../live/sse';
import type { Inbox } from '../../messages/inbox';
import { touchPresence } from '../../messages/presence';

export function registerInboxEvents(app: FastifyInstance, inbox: Inbox, now: () => number, { heartbeatMs = HEARTBEAT_MS, maxMs = STREAM_MAX_MS } = {}) {
  const limit = streamLimit(`This browser already has ${STREAMS_PER_SESSION} message lists open live; close some tabs.`);
  app.get(apiRoutes.privateEvents, async (request, reply) => {
    const session = await app.sessions.requireAccount(request);
    limit.check(session.id);
    return sendEventStream(request, reply, {
      limit,
      reader: session.id,
      heartbeatMs,
      maxMs,
      track: (end) => app.conversations.track(end),
      onBeat: () => void touchPresence(app.db, session.accountId, now()).catch((error: unknown) => request.log.warn({ err: error }, 'presence not saved')),
      subscribe: (send) => [inbox.watch(session.accountId, () => send(sseEvent(INBOX_EVENT, {})))],
      context: { stream: 'private list' },
    });
  });
}
