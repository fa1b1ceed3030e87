import { useState, type FormEvent } from 'react';
import { checkReply, REPLY_BODY_MAX } from '@nyaya/shared/rules/info/discussionPost';
import { formatCount } from '@nyaya/shared/format';
import { Button } from '@nyaya/shared/ui/Button';
import { Field } from '@nyaya/shared/ui/form/Field';
import { TextArea } from '@nyaya/shared/ui/form/TextInput';
import { useT } from './i18n';
import { problemsByField } from './postProblems';
import type { WriteOutcome } from './useDiscussion';
import { useDraft } from './useDraft';
import { useWriteGate } from './useWriteGate';

/**
 * The reply box: what is typed is kept per discussion (a reload, or a guest's trip to sign in,
 * comes back to it); Ctrl+Enter sends. A guest pressing Reply goes to sign in first.
 */
export function ReplyBox({ discussionId, onReply }: { discussionId: string; onReply: (body: string, clientId: string) => Promise<WriteOutcome> }) {
  const t = useT();
  const gate = useWriteGate();
  const { draft, update, clear, clientIdFor } = useDraft(discussionId);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const verdict = checkReply(draft.body);
    if (!verdict.ok) return setMessage(problemsByField(verdict.problems).body ?? null);
    if (gate.needsSignIn()) return gate.toSignIn();
    setBusy(true);
    const outcome = await onReply(verdict.body, clientIdFor(verdict.body));
    setBusy(false);
    if (outcome.kind === 'sign-in') return gate.toSignIn();
    if (outcome.kind === 'failed') return setMessage(outcome.fields.body ?? outcome.message);
    setMessage(null);
    clear();
  };

  return (
    <form onSubmit={send} className="mt-4 flex flex-col gap-2" noValidate>
      <Field
        id="reply-body"
        label={t('reply.label')}
        hint={gate.isGuest ? t('reply.guest') : t('reply.hint', { max: formatCount(REPLY_BODY_MAX) })}
        message={message}
      >
        <TextArea
          rows={4}
          maxLength={REPLY_BODY_MAX}
          value={draft.body}
          onChange={(event) => {
            update({ body: event.target.value });
            if (message) setMessage(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void send();
          }}
        />
      </Field>
      <Button type="submit" className="self-end" disabled={busy}>
        {busy ? t('reply.sending') : t('reply.send')}
      </Button>
    </form>
  );
}
