import { useCallback, useEffect, useRef, useState } from 'react';
import { ConversationViewSchema, UnreadViewSchema, apiPaths, callApi, type ConversationView, type MessageView } from '@nyaya/shared/api';
import { lastIdOf, mergeMessages, replaceMessage } from './messages';
import { useLiveStream, type Connection } from './useLiveStream';

export type ConversationLoad =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'unreachable'; detail?: string }
  | { status: 'ok'; view: Omit<ConversationView, 'messages' | 'more'>; messages: MessageView[]; earlier: boolean };

/**
 * One conversation on screen: the first read (the latest page), then live from its last id; pages
 * of earlier messages on request; messages the page sends merged in by id (each shown once,
 * however it arrived). What the other side wrote is marked read once it is on screen while the
 * page is visible, and a new one is handed to `onIncoming` (the live region says it).
 */
export function useConversation(reference: string, { onIncoming }: { onIncoming: (message: MessageView) => void }) {
  const [load, setLoad] = useState<ConversationLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const incoming = useRef(onIncoming);
  useEffect(() => {
    incoming.current = onIncoming;
  });

  useEffect(() => {
    const controller = new AbortController();
    void callApi({ path: apiPaths.conversation(reference), schema: ConversationViewSchema, signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.kind === 'ok') {
        const { messages, more, ...view } = result.data;
        setLoad({ status: 'ok', view, messages, earlier: more });
      } else if (result.kind === 'problem' && (result.status === 404 || result.status === 400)) setLoad({ status: 'not-found' });
      else setLoad({ status: 'unreachable', ...(result.kind === 'problem' ? { detail: result.problem.detail ?? result.problem.title } : {}) });
    });
    return () => controller.abort();
  }, [reference, attempt]);

  const add = useCallback((more: MessageView[]) => {
    setLoad((current) => (current.status === 'ok' ? { ...current, messages: mergeMessages(current.messages, more) } : current));
  }, []);

  // A message hidden, restored or removed (issue 26): read it again as this account may see it.
  const reread = useCallback(
    (messageId: number) => {
      void callApi({ path: `${apiPaths.conversation(reference)}?after=${messageId - 1}`, schema: ConversationViewSchema }).then((result) => {
        if (result.kind !== 'ok') return;
        setLoad((current) => (current.status === 'ok' ? { ...current, messages: replaceMessage(current.messages, messageId, result.data.messages) } : current));
      });
    },
    [reference],
  );

  const startAfter = load.status === 'ok' ? lastIdOf(load.messages) : null;
  const connection: Connection = useLiveStream(
    reference,
    startAfter,
    (message) => {
      add([message]);
      if (load.status !== 'ok') return;
      // In a member conversation every side is `member`: the writer is `author`.
      const mine = load.view.you === 'member' ? message.author === load.view.me : message.from === load.view.you;
      if (!mine) incoming.current(message);
    },
    reread,
  );

  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const showEarlier = async () => {
    if (load.status !== 'ok' || !load.messages.length) return;
    setLoadingEarlier(true);
    const result = await callApi({ path: `${apiPaths.conversation(reference)}?before=${load.messages[0]!.id}`, schema: ConversationViewSchema });
    setLoadingEarlier(false);
    if (result.kind !== 'ok') return;
    setLoad((current) =>
      current.status === 'ok' ? { ...current, messages: mergeMessages(current.messages, result.data.messages), earlier: result.data.more } : current,
    );
  };

  // Read: up to the last message shown, once the page is visible; the marker only moves forward.
  const readUpTo = load.status === 'ok' ? load.view.readUpTo : 0;
  const lastShown = load.status === 'ok' ? lastIdOf(load.messages) : 0;
  useEffect(() => {
    if (lastShown <= readUpTo) return;
    const mark = () => {
      if (document.visibilityState !== 'visible') return;
      void callApi({ method: 'POST', path: apiPaths.conversationRead(reference), schema: UnreadViewSchema, body: { upTo: lastShown } }).then((result) => {
        if (result.kind !== 'ok') return;
        setLoad((current) => (current.status === 'ok' ? { ...current, view: { ...current.view, ...result.data } } : current));
      });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [reference, lastShown, readUpTo]);

  return { load, connection, add, showEarlier, loadingEarlier, retry: () => setAttempt((count) => count + 1) };
}
