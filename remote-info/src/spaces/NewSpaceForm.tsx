import { useState, type FormEvent } from 'react';
import { checkSpace, NEW_SPACE_TYPES, SPACE_DESCRIPTION_MAX, SPACE_NAME_MAX, SPACES_PER_DAY, type SpaceProblem } from '@nyaya/shared/rules/info/spacePost';
import { useNavigate } from '@nyaya/shared/router';
import { Button } from '@nyaya/shared/ui/Button';
import { Field } from '@nyaya/shared/ui/form/Field';
import { NativeSelect } from '@nyaya/shared/ui/form/NativeSelect';
import { TextArea, TextInput } from '@nyaya/shared/ui/form/TextInput';
import { writeFailure } from '../discussions/useDiscussion';
import { useDraft } from '../discussions/useDraft';
import { useWriteGate } from '../discussions/useWriteGate';
import { translateText } from '../i18n';
import { useT } from './i18n';
import { spaceApi } from './spaceApi';

type Fields = 'name' | 'type' | 'description';
type Messages = Partial<Record<Fields | 'form', string>>;

/**
 * Start a space: its name, Public or Private, and what it is for, checked by the shared rule as
 * the server checks it. What is typed waits in the drafts store (a guest signs in and comes back
 * to it; its name is kept as the draft's title, its kind as the category). Once started, its page opens.
 */
export function NewSpaceForm() {
  const t = useT();
  const navigate = useNavigate();
  const gate = useWriteGate();
  const { draft, update, clear, clientIdFor } = useDraft('space-new');
  const fields = { name: draft.title, type: draft.category, description: draft.body };
  const [messages, setMessages] = useState<Messages>({});
  const [busy, setBusy] = useState(false);

  const problemText = (problem: SpaceProblem) => {
    if (problem.reason === 'unknown') return t('create.typeMissing');
    if (problem.reason === 'empty') return t(`create.${problem.field === 'name' ? 'nameEmpty' : 'descriptionEmpty'}`);
    const key = problem.reason === 'too-short' ? 'tooShort' : 'tooLong';
    return t(`create.${key}`, { limit: problem.limit ?? 0, length: problem.length ?? 0 });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const verdict = checkSpace(fields);
    if (!verdict.ok) return setMessages(Object.fromEntries(verdict.problems.map((problem) => [problem.field, problemText(problem)])));
    setMessages({});
    if (gate.needsSignIn()) return gate.toSignIn();
    setBusy(true);
    const result = await spaceApi.create({ ...verdict.value, clientId: clientIdFor(JSON.stringify(verdict.value)) });
    setBusy(false);
    if (result.kind === 'ok') {
      clear();
      return navigate(`/spaces/${result.data.id}`);
    }
    if (result.kind === 'problem' && result.status === 409) return setMessages({ name: t('create.nameTaken', { name: verdict.value.name }) });
    if (result.kind === 'problem' && result.status === 429) return setMessages({ form: t('create.tooMany', { max: SPACES_PER_DAY }) });
    const outcome = writeFailure(result);
    if (outcome.kind === 'sign-in') return gate.toSignIn();
    if (outcome.kind === 'failed')
      setMessages({ name: outcome.fields.name, type: outcome.fields.type, description: outcome.fields.description, form: outcome.message });
  };

  const change = (field: Fields, value: string) => {
    update(field === 'name' ? { title: value } : field === 'type' ? { category: value } : { body: value });
    if (messages[field] || messages.form) setMessages({ ...messages, [field]: undefined, form: undefined });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      {gate.isGuest && <p className="rounded-2xl bg-brand-50 p-3 text-sm text-ink">{t('create.guest')}</p>}
      <Field id="space-name" label={t('create.nameLabel')} hint={t('create.nameHint', { max: SPACE_NAME_MAX })} message={messages.name}>
        <TextInput value={fields.name} maxLength={SPACE_NAME_MAX} onChange={(event) => change('name', event.target.value)} />
      </Field>
      <Field id="space-type" label={t('create.typeLabel')} hint={t('create.typeHint')} message={messages.type}>
        <NativeSelect value={fields.type} placeholder={t('create.typePlaceholder')} onChange={(event) => change('type', event.target.value)}>
          {NEW_SPACE_TYPES.map((type) => (
            <option key={type} value={type}>
              {translateText(type)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        id="space-description"
        label={t('create.descriptionLabel')}
        hint={t('create.descriptionHint', { max: SPACE_DESCRIPTION_MAX })}
        message={messages.description}
      >
        <TextArea rows={4} value={fields.description} maxLength={SPACE_DESCRIPTION_MAX} onChange={(event) => change('description', event.target.value)} />
      </Field>
      {messages.form && !messages.name && !messages.type && !messages.description && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {messages.form}
        </p>
      )}
      <Button type="submit" className="self-start" disabled={busy}>
        {busy ? t('create.starting') : t('create.start')}
      </Button>
    </form>
  );
}
