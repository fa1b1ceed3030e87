/**
 * `GET conversations/{ref}/events`: the conversation live, as Server-Sent Events (live/sse.ts).
 * Each message is an event `message` whose id is the message's id, and each message hidden,
 * restored or removed an event `changed` with an id from the same sequence, so the browser's
 * EventSource resumes after a drop with `Last-Event-ID` (or a page with `?after=`) and gets what
 * it missed, messages and changes, once, in order, whichever instance it reaches. An open stream is what "online" means (issue
 * 26): the account's presence is written when it opens and with every heartbeat.
 */
import type { FastifyInstance } from 'fastify';
import { CONVERSATION_CHANGED_EVENT, CONVERSATION_EVENT, apiRoutes } from '@nyaya/shared/api';
import type { ConversationAccess } from '../../conversations/access';
import type { ConversationStore } from '../../conversations/store';
import { isChange, messageView, type LiveRow } from '../../conversations/view';
import { HEARTBEAT_MS, STREAMS_PER_SESSION, STREAM_MAX_MS, resumeFrom, sendEventStream, sseEvent, streamLimit } from '../../live/sse';
import { touchPresence } from '../../messages/presence';
import { messageIdOf, type ConversationRequest } from './params';

export function registerEvents(
  app: FastifyInstance,
  accessOf: (request: ConversationRequest) => Promise<ConversationAccess>,
  store: ConversationStore,
  { heartbeatMs = HEARTBEAT_MS, maxMs = STREAM_MAX_MS, now = Date.now }: { heartbeatMs?: number; maxMs?: number; now?: () => number } = {},
) {
  const limit = streamLimit(`This browser already has ${STREAMS_PER_SESSION} conversations open live; close some tabs.`);
  app.get<{ Params: { reference: string }; Querystring: { after?: string } }>(apiRoutes.conversationEvents, async (request, reply) => {
    const resume = messageIdOf(resumeFrom(request), 'after');
    const access = await accessOf(request);
    const session = (await app.sessions.current(request))!;
    limit.check(session.id);
    // No resume point: from now on (the page has just read the conversation itself).
    const after = resume ?? (await store.lastEventId(access.conversationId));
    const { accountId } = session;
    const eventOf = (row: LiveRow) =>
      // Hidden, restored or removed (issue 26): the page reads that message again. Its id is a
      // cursor like a message's, so a reconnect resumes after the changes it saw, and gets the rest.
      isChange(row)
        ? sseEvent(CONVERSATION_CHANGED_EVENT, { messageId: row.changed }, row.id)
        : // Each stream's own view: a message hidden after reports keeps its text for its writer only.
          sseEvent(CONVERSATION_EVENT, messageView(row, access.member?.accountId), row.id);
    return sendEventStream(request, reply, {
      limit,
      reader: session.id,
      heartbeatMs,
      maxMs,
      track: (end) => app.conversations.track(end),
      onBeat: accountId
        ? () => void touchPresence(app.db, accountId, now()).catch((error: unknown) => request.log.warn({ err: error }, 'presence not saved'))
        : undefined,
      subscribe: (send) => [
        app.conversations.hub.subscribe({
          conversationId: access.conversationId,
          lastSentId: after,
          deliver: (rows) => send(rows.map(eventOf).join('')),
        }),
      ],
      context: { conversationId: access.conversationId },
    });
  });
}
