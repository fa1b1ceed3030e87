import { useState, type FormEvent } from 'react';
import { checkDiscussion, checkReply, DISCUSSION_BODY_MAX, DISCUSSION_TITLE_MAX, REPLY_BODY_MAX } from '@nyaya/shared/rules/info/discussionPost';
import { Button } from '@nyaya/shared/ui/Button';
import { Field } from '@nyaya/shared/ui/form/Field';
import { TextArea, TextInput } from '@nyaya/shared/ui/form/TextInput';
import { useT } from './i18n';
import { problemsByField } from './postProblems';
import type { WriteOutcome } from './useDiscussion';

/**
 * The author's edit of their own post, in place: a reply's text, or a discussion's title and text
 * (its category stays). Checked by the shared rule before it is sent; the server's refusal shown too.
 */
export function EditPost({
  id,
  initial,
  withTitle,
  onSave,
  onDone,
}: {
  id: string;
  initial: { title?: string; category?: string; body: string };
  withTitle?: boolean;
  onSave: (value: { title?: string; body: string }) => Promise<WriteOutcome>;
  onDone: () => void;
}) {
  const t = useT();
  const [title, setTitle] = useState(initial.title ?? '');
  const [body, setBody] = useState(initial.body);
  const [messages, setMessages] = useState<Partial<Record<'title' | 'body' | 'form', string>>>({});
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const verdict = withTitle ? checkDiscussion({ title, category: initial.category ?? '', body }) : checkReply(body);
    if (!verdict.ok) return setMessages(problemsByField(verdict.problems));
    setBusy(true);
    const outcome = await onSave(withTitle ? { title, body } : { body });
    setBusy(false);
    if (outcome.kind === 'failed') return setMessages({ title: outcome.fields.title, body: outcome.fields.body, form: outcome.message });
    onDone();
  };

  return (
    <form onSubmit={save} className="flex flex-col gap-3" noValidate>
      {withTitle && (
        <Field id={`${id}-title`} label={t('form.titleLabel')} message={messages.title}>
          <TextInput value={title} maxLength={DISCUSSION_TITLE_MAX} onChange={(event) => setTitle(event.target.value)} />
        </Field>
      )}
      <Field id={`${id}-body`} label={withTitle ? t('form.bodyLabel') : t('reply.label')} message={messages.body}>
        <TextArea rows={4} value={body} maxLength={withTitle ? DISCUSSION_BODY_MAX : REPLY_BODY_MAX} onChange={(event) => setBody(event.target.value)} />
      </Field>
      {messages.form && !messages.title && !messages.body && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {messages.form}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          {t('own.cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {t('own.save')}
        </Button>
      </div>
    </form>
  );
}
