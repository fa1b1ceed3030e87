import { useEffect, useState } from 'react';
import { INBOX_EVENT, apiPaths, type PrivateConversation } from '@nyaya/shared/api';
import { privateApi, problemOf } from './privateApi';

export type ListLoad = { status: 'loading' } | { status: 'ok'; conversations: PrivateConversation[] } | { status: 'failed'; problem: string | null };

/**
 * The account's conversations, kept current live: the list's event stream says when it changed (a
 * message, a new conversation, a block) and the list is read again; so is it when the stream opens
 * again after a drop, which covers whatever happened meanwhile. A failed re-read keeps what is shown.
 */
export function usePrivateList() {
  const [load, setLoad] = useState<ListLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const [changes, setChanges] = useState(0);

  // Read whenever the stream says the list changed (or opened again after a drop).
  useEffect(() => {
    const controller = new AbortController();
    void privateApi.list(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.kind === 'ok') setLoad({ status: 'ok', conversations: result.data.conversations });
      else setLoad((current) => (current.status === 'ok' ? current : { status: 'failed', problem: problemOf(result) }));
    });
    return () => controller.abort();
  }, [attempt, changes]);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(apiPaths.privateEvents);
    const changed = () => setChanges((count) => count + 1);
    let opened = false;
    // The first open follows the first read; a later one (after a drop) may have missed changes.
    source.onopen = () => {
      if (opened) changed();
      opened = true;
    };
    source.addEventListener(INBOX_EVENT, changed);
    return () => source.close();
  }, [attempt]);

  return { load, retry: () => setAttempt((count) => count + 1) };
}
