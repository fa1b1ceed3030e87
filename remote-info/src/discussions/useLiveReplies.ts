import { useEffect, useRef } from 'react';
import { DISCUSSION_CHANGED_EVENT, DISCUSSION_REPLY_EVENT, discussionPaths, ReplyViewSchema, type ReplyView } from '@nyaya/shared/api';

const MAX_BACKOFF_MS = 30_000;

/**
 * A discussion's replies live while its page is open (issue 26): an EventSource on the
 * discussion's stream from the last reply the page has (`?after=`), so nothing posted between
 * reading the page and opening the stream is missed. After a drop the browser reconnects by itself
 * with Last-Event-ID (the server sends what was missed, once); when it gives up (an error status),
 * a new one opens from the last reply seen, backing off up to 30 s. `changed` (an edit, a removal,
 * a reply hidden) asks the page to read the discussion again, as does a reconnect (a change may
 * have happened meanwhile). The chat's useLiveStream, for replies.
 */
export function useLiveReplies(id: string, active: boolean, lastReplyId: number, onReply: (reply: ReplyView) => void, onChanged: () => void) {
  const handlers = useRef({ onReply, onChanged, lastReplyId });
  useEffect(() => {
    handlers.current = { onReply, onChanged, lastReplyId };
  });

  useEffect(() => {
    if (!active || typeof EventSource === 'undefined') return;
    let lastId = handlers.current.lastReplyId;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let dropped = false;
    let stopped = false;

    const open = () => {
      source?.close();
      const next = new EventSource(`${discussionPaths.events(id)}?after=${lastId}`);
      source = next;
      next.onopen = () => {
        failures = 0;
        if (dropped) handlers.current.onChanged();
        dropped = false;
      };
      next.addEventListener(DISCUSSION_REPLY_EVENT, (event) => {
        const reply = ReplyViewSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
        if (!reply.success) return;
        lastId = Math.max(lastId, reply.data.id);
        handlers.current.onReply(reply.data);
      });
      next.addEventListener(DISCUSSION_CHANGED_EVENT, () => handlers.current.onChanged());
      next.onerror = () => {
        if (stopped) return;
        dropped = true;
        if (next.readyState !== EventSource.CLOSED) return;
        const ceiling = Math.min(1000 * 2 ** failures, MAX_BACKOFF_MS);
        failures += 1;
        timer = setTimeout(open, ceiling / 2 + Math.random() * (ceiling / 2));
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [id, active]);
}
