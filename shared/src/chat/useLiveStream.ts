import { useEffect, useRef, useState } from 'react';
import { CONVERSATION_CHANGED_EVENT, CONVERSATION_EVENT, ConversationChangedSchema, MessageViewSchema, apiPaths, type MessageView } from '@nyaya/shared/api';

export type Connection = 'connecting' | 'live' | 'reconnecting' | 'offline';

/** Longest wait between reconnection attempts after the server refused or went away. */
const MAX_BACKOFF_MS = 30_000;

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * The conversation live, through the API's Server-Sent Events, from `after` (the last id the page
 * has). The browser's EventSource reconnects by itself with `Last-Event-ID` after a drop, so the
 * server sends what was missed, once; when it gives up (an error status, the API down behind the
 * proxy) this opens a new one from the last id seen, backing off up to 30 s, and at once when the
 * device comes back online. `after` null: not yet (the first read is still on its way).
 * `onChanged`: a message already shown was hidden after reports, restored or removed (issue 26);
 * the server also sends those made while the page was away, after the last id seen.
 */
export function useLiveStream(
  reference: string,
  after: number | null,
  onMessage: (message: MessageView) => void,
  onChanged: (messageId: number) => void = () => {},
): Connection {
  const [connection, setConnection] = useState<Connection>(isOnline() ? 'connecting' : 'offline');
  const handler = useRef(onMessage);
  const changed = useRef(onChanged);
  // Where the stream starts; later ids are tracked inside it (a new `after` must not reopen it).
  const startAt = useRef(after);
  useEffect(() => {
    handler.current = onMessage;
    changed.current = onChanged;
    startAt.current = after;
  });
  const started = after !== null;

  useEffect(() => {
    if (!started || typeof EventSource === 'undefined') return;
    let lastId = startAt.current ?? 0;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;

    const open = () => {
      clearTimeout(timer);
      source?.close();
      const next = new EventSource(`${apiPaths.conversationEvents(reference)}?after=${lastId}`);
      source = next;
      next.onopen = () => {
        failures = 0;
        setConnection('live');
      };
      next.addEventListener(CONVERSATION_EVENT, (event) => {
        const parsed = MessageViewSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
        if (!parsed.success) return;
        lastId = Math.max(lastId, parsed.data.id);
        handler.current(parsed.data);
      });
      next.addEventListener(CONVERSATION_CHANGED_EVENT, (event) => {
        const { data, lastEventId } = event as MessageEvent<string>;
        // A change's id is a place in the stream like a message's: a new stream opens after it, so
        // the server sends the changes this page has not seen (made while it was away), not these.
        lastId = Math.max(lastId, Number(lastEventId) || 0);
        const parsed = ConversationChangedSchema.safeParse(JSON.parse(data));
        if (parsed.success) changed.current(parsed.data.messageId);
      });
      next.onerror = () => {
        if (stopped) return;
        setConnection(isOnline() ? 'reconnecting' : 'offline');
        // CONNECTING: the browser retries by itself (with Last-Event-ID). CLOSED: it gave up; so do we, then try again.
        if (next.readyState !== EventSource.CLOSED) return;
        // Half fixed, half random: browsers that lost the same server do not all come back at the same moment.
        const ceiling = Math.min(1000 * 2 ** failures, MAX_BACKOFF_MS);
        const delay = ceiling / 2 + Math.random() * (ceiling / 2);
        failures += 1;
        timer = setTimeout(open, delay);
      };
    };
    const online = () => {
      setConnection('reconnecting');
      if (source?.readyState !== EventSource.OPEN) open();
    };
    const offline = () => setConnection('offline');
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [reference, started]);

  return connection;
}
