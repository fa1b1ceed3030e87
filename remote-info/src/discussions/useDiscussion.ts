import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ApiResult, DiscussionView, ReplyCreated, ReplyView } from '@nyaya/shared/api';
import { formatIndiaDateTime } from '@nyaya/shared/format';
import { discussionApi, isSignInNeeded, problemText } from './discussionApi';
import { useLiveReplies } from './useLiveReplies';
import { t } from './i18n';

type Loaded = { status: 'ok' } | { status: 'missing' } | { status: 'hidden' } | { status: 'failed'; unreachable: boolean; problem?: string };

type Answer = { key: string; loaded: Loaded; view: DiscussionView | null };

/** What a write came to: done, the guest sent to sign in, or why not (the field messages of a 400 too). */
export type WriteOutcome = { kind: 'done' } | { kind: 'sign-in' } | { kind: 'failed'; message: string; fields: Record<string, string> };

export function writeFailure(result: ApiResult<unknown>): WriteOutcome {
  if (isSignInNeeded(result)) return { kind: 'sign-in' };
  if (result.kind === 'unreachable') return { kind: 'failed', message: t('write.unreachable'), fields: {} };
  if (result.kind === 'problem' && result.status === 429 && result.problem.retryAt) {
    // A new account's first-day limit: when it lifts, in the reader's language.
    return { kind: 'failed', message: t('write.newAccount', { time: formatIndiaDateTime(result.problem.retryAt) }), fields: {} };
  }
  if (result.kind === 'problem') {
    const fields = Object.fromEntries((result.problem.errors ?? []).map((error) => [error.field, error.message]));
    return { kind: 'failed', message: t('write.failed', { problem: problemText(result.problem) }), fields };
  }
  return { kind: 'done' };
}

/**
 * `view` with `reply` added once: the live stream and the reply's own answer both bring a reply
 * this page wrote, in either order (same id); the second changes nothing. `counts`, from the
 * reply's answer, are as of that reply: replies that arrived live after it only add, so the larger
 * count stands (an edit or removal makes the page read the discussion again anyway).
 */
export function withReply(view: DiscussionView, reply: ReplyView, counts?: Omit<ReplyCreated, 'reply'>): DiscussionView {
  const known = view.replies.some((existing) => existing.id === reply.id);
  const messages = view.messages + (known || reply.hidden ? 0 : 1);
  const next = {
    ...view,
    messages: Math.max(messages, counts?.messages ?? 0),
    participants: Math.max(view.participants, counts?.participants ?? 0),
    lastActiveAt: counts && Date.parse(counts.lastActiveAt) > Date.parse(view.lastActiveAt) ? counts.lastActiveAt : view.lastActiveAt,
  };
  // The reply's own answer is the author's view (`mine`); the stream's is a guest's: keep the author's.
  if (!known) return { ...next, replies: [...view.replies, reply] };
  return reply.mine ? { ...next, replies: view.replies.map((existing) => (existing.id === reply.id ? reply : existing)) } : next;
}

/**
 * One discussion as this browser's account sees it (its own upvotes and posts come with it: read
 * here, after load, never from a shared cache), and the writes that change it. Each write that
 * answers the discussion replaces it; a vote changes only its count.
 */
export function useDiscussion(id: string, loaded: DiscussionView | null = null) {
  // The route's loader already read it (this account's view, before the screen showed): no second read.
  const seeded = loaded?.id === id ? loaded : null;
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const key = `${id}#${attempt}`;
  const seededAnswer = useMemo<Answer | null>(() => (seeded ? { key: `${id}#0`, loaded: { status: 'ok' }, view: seeded } : null), [id, seeded]);
  /** What this key shows: its own answer, else (first attempt) what the loader read. */
  const shownOf = (stored: Answer | null) => (stored?.key === key ? stored : attempt === 0 ? seededAnswer : null);

  useEffect(() => {
    if (attempt === 0 && seeded) return;
    let live = true;
    void discussionApi.read(id, 'oldest').then((result) => {
      if (!live) return;
      if (result.kind === 'ok') setAnswer({ key, loaded: { status: 'ok' }, view: result.data });
      else if (result.kind === 'problem' && result.status === 404) setAnswer({ key, loaded: { status: 'missing' }, view: null });
      else if (result.kind === 'problem' && result.status === 410) setAnswer({ key, loaded: { status: 'hidden' }, view: null });
      else
        setAnswer({
          key,
          loaded: {
            status: 'failed',
            unreachable: result.kind === 'unreachable',
            problem: result.kind === 'problem' ? problemText(result.problem) : undefined,
          },
          view: null,
        });
    });
    return () => {
      live = false;
    };
  }, [id, key, attempt, seeded]);

  const current = shownOf(answer);
  const view = current?.view ?? null;
  const replace = (next: DiscussionView) => setAnswer({ key, loaded: { status: 'ok' }, view: next });
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  // Others' replies arrive while the page is open; one already shown (its own POST's answer) is not added twice.
  useLiveReplies(
    id,
    current?.loaded.status === 'ok',
    view ? Math.max(0, ...view.replies.map((reply) => reply.id)) : 0,
    (reply) =>
      setAnswer((stored) => {
        const previous = shownOf(stored);
        const shown = previous?.view;
        if (!previous || !shown || shown.replies.some((existing) => existing.id === reply.id)) return stored;
        return { ...previous, view: withReply(shown, reply) };
      }),
    () =>
      void discussionApi.read(id, 'oldest').then((result) => {
        if (result.kind === 'ok') setAnswer((stored) => (shownOf(stored)?.view ? { key, loaded: { status: 'ok' }, view: result.data } : stored));
      }),
  );

  const apply = async (call: Promise<ApiResult<DiscussionView>>): Promise<WriteOutcome> => {
    const result = await call;
    if (result.kind !== 'ok') return writeFailure(result);
    replace(result.data);
    return { kind: 'done' };
  };

  return {
    view,
    loaded: current?.loaded ?? ({ status: 'loading' } as const),
    retry,
    // The answer is the reply alone (and the counts): merged into what is shown, not the thread read again.
    async reply(body: string, clientId: string): Promise<WriteOutcome> {
      const result = await discussionApi.reply(id, { clientId, body });
      if (result.kind !== 'ok') return writeFailure(result);
      const { reply, ...counts } = result.data;
      setAnswer((stored) => {
        const previous = shownOf(stored);
        return previous?.view ? { ...previous, view: withReply(previous.view, reply, counts) } : stored;
      });
      return { kind: 'done' };
    },
    edit: (changes: { title?: string; body?: string }) => apply(discussionApi.edit(id, changes)),
    editReply: (replyId: number, body: string) => apply(discussionApi.editReply(id, replyId, body)),
    async removeReply(replyId: number): Promise<WriteOutcome> {
      const result = await discussionApi.removeReply(id, replyId);
      if (result.kind !== 'ok') return writeFailure(result);
      if (view) replace({ ...view, messages: view.messages - 1, replies: view.replies.filter((reply) => reply.id !== replyId) });
      return { kind: 'done' };
    },
    async remove(): Promise<WriteOutcome> {
      const result = await discussionApi.remove(id);
      return result.kind === 'ok' ? { kind: 'done' } : writeFailure(result);
    },
    async vote(replyId: number | null, on: boolean): Promise<WriteOutcome> {
      const result = await discussionApi.vote(id, replyId, on);
      if (result.kind !== 'ok') return writeFailure(result);
      if (view)
        replace(
          replyId === null
            ? { ...view, ...result.data }
            : { ...view, replies: view.replies.map((reply) => (reply.id === replyId ? { ...reply, ...result.data } : reply)) },
        );
      return { kind: 'done' };
    },
  };
}

export type DiscussionActions = ReturnType<typeof useDiscussion>;
