import { useState, type FormEvent } from 'react';
import { checkDiscussion, DISCUSSION_BODY_MAX, DISCUSSION_CATEGORIES, DISCUSSION_TITLE_MAX, type PostProblem } from '@nyaya/shared/rules/info/discussionPost';
import { formatCount } from '@nyaya/shared/format';
import { useNavigate } from '@nyaya/shared/router';
import { Button } from '@nyaya/shared/ui/Button';
import { Field } from '@nyaya/shared/ui/form/Field';
import { NativeSelect } from '@nyaya/shared/ui/form/NativeSelect';
import { TextArea, TextInput } from '@nyaya/shared/ui/form/TextInput';
import { translateText } from '../i18n';
import { discussionApi } from './discussionApi';
import { useT } from './i18n';
import { problemsByField } from './postProblems';
import { writeFailure } from './useDiscussion';
import { useDraft } from './useDraft';
import { useWriteGate } from './useWriteGate';

type Messages = Partial<Record<PostProblem['field'] | 'form', string>>;

/**
 * Start a discussion: title, category (the area's chips) and text, checked by the shared rule as
 * the server checks them. What is typed is kept (a guest goes to sign in and comes back to it);
 * once posted, the new discussion opens. With `spaceId` it is started in that space (its members'),
 * the server checking that the author is one.
 */
export function NewDiscussionForm({ spaceId }: { spaceId?: string }) {
  const t = useT();
  const navigate = useNavigate();
  const gate = useWriteGate();
  const { draft, update, clear, clientIdFor } = useDraft('new');
  const [messages, setMessages] = useState<Messages>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const verdict = checkDiscussion(draft);
    if (!verdict.ok) return setMessages(problemsByField(verdict.problems));
    setMessages({});
    if (gate.needsSignIn()) return gate.toSignIn();
    setBusy(true);
    const value = verdict.value;
    const request = spaceId ? { ...value, spaceId } : value;
    const result = await discussionApi.start({ ...request, clientId: clientIdFor(JSON.stringify(request)) });
    setBusy(false);
    if (result.kind === 'ok') {
      clear();
      return navigate(`/public/${result.data.id}`);
    }
    const outcome = writeFailure(result);
    if (outcome.kind === 'sign-in') return gate.toSignIn();
    if (outcome.kind === 'failed')
      setMessages({ title: outcome.fields.title, category: outcome.fields.category, body: outcome.fields.body, form: outcome.message });
  };

  const change = (field: keyof typeof draft, value: string) => {
    update({ [field]: value });
    if (messages[field]) setMessages({ ...messages, [field]: undefined });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      {gate.isGuest && <p className="rounded-2xl bg-brand-50 p-3 text-sm text-ink">{t('form.guest')}</p>}
      <Field id="new-title" label={t('form.titleLabel')} message={messages.title}>
        <TextInput value={draft.title} maxLength={DISCUSSION_TITLE_MAX} onChange={(event) => change('title', event.target.value)} />
      </Field>
      <Field id="new-category" label={t('form.categoryLabel')} message={messages.category}>
        <NativeSelect value={draft.category} placeholder={t('form.categoryPlaceholder')} onChange={(event) => change('category', event.target.value)}>
          {DISCUSSION_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {translateText(category)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="new-body" label={t('form.bodyLabel')} hint={t('form.bodyHint', { max: formatCount(DISCUSSION_BODY_MAX) })} message={messages.body}>
        <TextArea rows={6} value={draft.body} maxLength={DISCUSSION_BODY_MAX} onChange={(event) => change('body', event.target.value)} />
      </Field>
      {messages.form && !messages.title && !messages.category && !messages.body && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {messages.form}
        </p>
      )}
      <Button type="submit" className="self-start" disabled={busy}>
        {busy ? t('form.posting') : t('form.post')}
      </Button>
    </form>
  );
}
