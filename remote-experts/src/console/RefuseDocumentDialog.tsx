import { useId, useState, type FormEvent } from 'react';
import { DOCUMENT_REFUSAL_REASONS, REVIEW_NOTE_MAX, type DocumentRefusalCode, type RefuseDocumentRequest } from '@nyaya/shared/api';
import { Button } from '@nyaya/shared/ui/Button';
import { Dialog } from '@nyaya/shared/ui/Dialog';
import { Field } from '@nyaya/shared/ui/form/Field';
import { TextArea } from '@nyaya/shared/ui/form/TextInput';
import { useT } from './i18n';

/** Refusing asks why (one reason of a short list, which the client reads in their language) and for an optional note. */
export function RefuseDocumentDialog({
  fileName,
  open,
  busy,
  onOpenChange,
  onRefuse,
}: {
  fileName: string;
  open: boolean;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onRefuse: (body: RefuseDocumentRequest) => Promise<void>;
}) {
  const t = useT();
  const id = useId();
  const [reason, setReason] = useState<DocumentRefusalCode | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setMissing(true);
      return;
    }
    void onRefuse({ reason, ...(note.trim() ? { note: note.trim() } : {}) });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('documents.refuseDialog.title', { name: fileName })}
      description={t('documents.refuseDialog.text')}
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <fieldset aria-describedby={missing ? `${id}-missing` : undefined}>
          <legend className="text-sm font-medium text-ink">{t('documents.refuseDialog.reason')}</legend>
          <div className="mt-2 flex flex-col gap-1">
            {DOCUMENT_REFUSAL_REASONS.map((code) => (
              <label key={code} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 text-base text-ink hover:bg-gray-50">
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={code}
                  checked={reason === code}
                  onChange={() => {
                    setReason(code);
                    setMissing(false);
                  }}
                  className="size-5"
                />
                {t(`documents.reason.${code}`)}
              </label>
            ))}
          </div>
          {missing && (
            <p id={`${id}-missing`} role="alert" className="mt-1 text-sm text-red-700">
              {t('documents.refuseDialog.chooseReason')}
            </p>
          )}
        </fieldset>
        <Field id={`${id}-note`} label={t('documents.note')} optional hint={t('documents.noteHint', { max: REVIEW_NOTE_MAX })}>
          <TextArea value={note} maxLength={REVIEW_NOTE_MAX} onChange={(event) => setNote(event.target.value)} />
        </Field>
        <div className="flex flex-col gap-2">
          <Button type="submit" variant="danger" disabled={busy}>
            {t('documents.refuseDialog.confirm')}
          </Button>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('documents.refuseDialog.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
