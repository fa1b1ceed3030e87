import { useId, useState, type FormEvent } from 'react';
import { DocumentListSchema, REVIEW_NOTE_MAX, apiPaths, type AskDocumentRequest, type DocumentList } from '@nyaya/shared/api';
import { useIdempotentWrite } from '@nyaya/shared/hooks/useIdempotentWrite';
import { Button } from '@nyaya/shared/ui/Button';
import { Field } from '@nyaya/shared/ui/form/Field';
import { NativeSelect } from '@nyaya/shared/ui/form/NativeSelect';
import { TextArea } from '@nyaya/shared/ui/form/TextInput';
import { translateText, useT } from './i18n';

/** "Ask for a document": one of the order's Documents Required and a note; the client is notified. */
export function AskForDocument({
  orderNumber,
  requirements,
  onChanged,
}: {
  orderNumber: string;
  requirements: string[];
  onChanged: (list: DocumentList) => void;
}) {
  const t = useT();
  const id = useId();
  const write = useIdempotentWrite<AskDocumentRequest, DocumentList>({ path: apiPaths.consoleDocumentRequests(orderNumber), schema: DocumentListSchema });
  const [requirement, setRequirement] = useState('');
  const [note, setNote] = useState('');
  const [said, setSaid] = useState<{ kind: 'done' | 'failed'; text: string } | null>(null);
  const [missing, setMissing] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!requirement) {
      setMissing(true);
      return;
    }
    const result = await write.send({ requirement, ...(note.trim() ? { note: note.trim() } : {}) });
    if (!result) return;
    if (result.kind === 'ok') {
      setSaid({ kind: 'done', text: t('documents.ask.done', { requirement: translateText(requirement) }) });
      setRequirement('');
      setNote('');
      onChanged(result.data);
    } else
      setSaid({
        kind: 'failed',
        text:
          result.kind === 'unreachable' ? t('documents.unreachableWrite') : t('documents.failed', { detail: result.problem.detail ?? result.problem.title }),
      });
  }

  if (requirements.length === 0) return null;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-heading`} className="flex flex-col gap-3 border-t border-line pt-3">
      <h3 id={`${id}-heading`} className="font-medium text-ink">
        {t('documents.ask.heading')}
      </h3>
      <Field id={`${id}-requirement`} label={t('documents.ask.requirement')} message={missing ? t('documents.ask.choose') : null} announce>
        <NativeSelect
          placeholder
          value={requirement}
          onChange={(event) => {
            setRequirement(event.target.value);
            setMissing(false);
          }}
        >
          {requirements.map((item) => (
            <option key={item} value={item}>
              {translateText(item)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={`${id}-note`} label={t('documents.note')} optional hint={t('documents.noteHint', { max: REVIEW_NOTE_MAX })}>
        <TextArea value={note} maxLength={REVIEW_NOTE_MAX} onChange={(event) => setNote(event.target.value)} />
      </Field>
      <Button type="submit" variant="outline" disabled={write.state.kind === 'sending'}>
        {t('documents.ask.send')}
      </Button>
      <p role="status" className={said?.kind === 'done' ? 'text-sm font-medium text-green-800' : 'sr-only'}>
        {said?.kind === 'done' ? said.text : ''}
      </p>
      {said?.kind === 'failed' && (
        <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {said.text}
        </p>
      )}
    </form>
  );
}
