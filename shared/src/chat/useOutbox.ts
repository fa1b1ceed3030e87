import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageView } from '@nyaya/shared/api';
import { checkMessageBody } from '@nyaya/shared/rules/conversation';
import { chatDraftsStore, emptyChatDraft, queueChatMessage, usePersistentStore, type ChatDraft } from '@nyaya/shared/stores';
import { t } from './i18n';
import { newClientId } from './messages';
import { postMessage } from './postMessage';

/** A private conversation's refusals (issue 26) in the page's language; anything else as the server worded it. */
const REFUSALS: Record<string, 'chat.refused.blocked' | 'chat.refused.notAccepted' | 'chat.refused.newAccount'> = {
  'Member blocked': 'chat.refused.blocked',
  'Messages not accepted': 'chat.refused.notAccepted',
  'New account': 'chat.refused.newAccount',
};
function refusalText(problem: { status: number; title: string; detail?: string }): string {
  const key = problem.status === 403 ? REFUSALS[problem.title] : undefined;
  return key ? t(key) : (problem.detail ?? problem.title);
}

/** How long an unanswered send waits before it is tried again. */
const RETRY_MS = 10_000;

/** A message sent and not yet delivered: its text (and file, kept in memory only), where it stands, and why if refused. */
export interface Pending {
  clientId: string;
  body: string;
  at: string;
  file?: File;
  state: 'sending' | 'waiting' | 'failed';
  reason?: string;
}

/**
 * What is typed and sent in one conversation: the composer's text and the text messages not yet
 * delivered live in the persistent store (a reload keeps both), attachments in memory. Each send
 * keeps its client id until the API has it, so a retry (by hand, when back online, after a
 * reload) is the same message; a refusal (too many, too long) says why, with Retry and Discard.
 */
export function useOutbox(reference: string, { canSend, onSent }: { canSend: boolean; onSent: (message: MessageView) => void }) {
  const [drafts, setDrafts] = usePersistentStore(chatDraftsStore);
  const draft: ChatDraft = drafts[reference] ?? emptyChatDraft;
  const [files, setFiles] = useState<Pending[]>([]);
  const [states, setStates] = useState<Record<string, Pick<Pending, 'state' | 'reason'>>>({});
  const inFlight = useRef(new Set<string>());
  const retryLater = useRef<(item: Omit<Pending, 'state'>) => void>(() => {});
  const sent = useRef(onSent);
  useEffect(() => {
    sent.current = onSent;
  });

  const editDraft = useCallback(
    (edit: (draft: ChatDraft) => ChatDraft) => setDrafts((all) => ({ ...all, [reference]: edit(all[reference] ?? emptyChatDraft) })),
    [reference, setDrafts],
  );
  const forget = useCallback(
    (clientId: string) => {
      setFiles((list) => list.filter((item) => item.clientId !== clientId));
      editDraft((current) => ({ ...current, outbox: current.outbox.filter((item) => item.clientId !== clientId) }));
    },
    [editDraft],
  );

  const deliver = useCallback(
    async (item: Omit<Pending, 'state'>) => {
      if (inFlight.current.has(item.clientId)) return;
      inFlight.current.add(item.clientId);
      setStates((all) => ({ ...all, [item.clientId]: { state: 'sending' } }));
      const result = await postMessage(reference, item);
      inFlight.current.delete(item.clientId);
      if (result.kind === 'ok') {
        sent.current(result.data);
        forget(item.clientId);
        return;
      }
      const next: Pick<Pending, 'state' | 'reason'> =
        result.kind === 'unreachable' ? { state: 'waiting' } : { state: 'failed', reason: refusalText(result.problem) };
      setStates((all) => ({ ...all, [item.clientId]: next }));
      // No answer: try again in a while (and at once when the stream is live again, above).
      if (result.kind === 'unreachable') retryLater.current(item);
    },
    [reference, forget],
  );

  const pending: Pending[] = [...draft.outbox, ...files].map((item) => ({ ...item, ...(states[item.clientId] ?? { state: 'waiting' as const }) }));
  // The list as last rendered, for timers and the flush below (they must not restart on each keystroke).
  const latest = useRef(pending);
  useEffect(() => {
    latest.current = pending;
  });
  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    retryLater.current = (item) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        // Unless it went meanwhile (sent, or discarded).
        if (latest.current.some((entry) => entry.clientId === item.clientId && entry.state === 'waiting')) void deliver(item);
      }, RETRY_MS);
      timers.add(timer);
    };
    return () => timers.forEach(clearTimeout);
  }, [deliver]);

  // What waits goes out when sending becomes possible: on opening the page (a reload's outbox) and
  // whenever the stream is live again (back online, the API back).
  useEffect(() => {
    if (!canSend) return;
    for (const item of latest.current) if (item.state === 'waiting') void deliver(item);
  }, [canSend, deliver]);

  /** Sends the composer's text (and file): null when sent off, else why not. */
  const send = useCallback(
    (file: File | null): string | null => {
      const verdict = checkMessageBody(draft.text, { hasAttachment: file !== null });
      if (!verdict.ok) return verdict.reason === 'empty' ? t('chat.error.empty') : t('chat.error.tooLong');
      const item = { clientId: newClientId(), body: verdict.body, at: new Date().toISOString() };
      if (file) {
        setFiles((list) => [...list, { ...item, file, state: 'waiting' }]);
        editDraft((current) => ({ ...current, text: '' }));
      } else editDraft((current) => queueChatMessage(current, item));
      void deliver(file ? { ...item, file } : item);
      return null;
    },
    [draft.text, editDraft, deliver],
  );

  return {
    text: draft.text,
    setText: (text: string) => editDraft((current) => ({ ...current, text })),
    pending,
    send,
    retry: (clientId: string) => {
      const item = pending.find((entry) => entry.clientId === clientId);
      if (item) void deliver(item);
    },
    discard: forget,
  };
}
