import { useId, useState } from 'react';
import { Upload } from 'lucide-react';
import { newIdempotencyKey, type ConsoleOrder } from '@nyaya/shared/api';
import { Button, buttonClasses } from '@nyaya/shared/ui/Button';
import { refusalOf, uploadCorrected } from './draftRequests';
import { useT } from './i18n';

type Said = { kind: 'sending' } | { kind: 'done'; version: number } | { kind: 'refused'; text: string; retry?: boolean } | null;

/**
 * "Upload a corrected PDF": the chosen file is checked here first by the same rule the server
 * applies (a PDF by its bytes, at most 10 MB), then sent with a key kept for that file, so Retry
 * after no answer makes one version. The new version shows at once (`onChanged`).
 */
export function CorrectedUpload({ order, onChanged }: { order: ConsoleOrder; onChanged: (order: ConsoleOrder) => void }) {
  const t = useT();
  const inputId = useId();
  const [said, setSaid] = useState<Said>(null);
  const [pending, setPending] = useState<{ file: File; key: string } | null>(null);

  async function send(file: File, key: string) {
    setSaid({ kind: 'sending' });
    const result = await uploadCorrected(order.orderNumber, file, key);
    if (result.kind === 'ok') {
      setPending(null);
      setSaid({ kind: 'done', version: result.data.drafts[0]?.version ?? 0 });
      onChanged(result.data);
    } else if (result.kind === 'unreachable') setSaid({ kind: 'refused', text: t('draft.upload.unreachable'), retry: true });
    else if (result.problem.reason === 'not-a-document') setSaid({ kind: 'refused', text: t('draft.upload.notPdf', { name: file.name }) });
    else if (result.problem.reason === 'too-large' || result.status === 413) setSaid({ kind: 'refused', text: t('draft.upload.tooLarge') });
    else setSaid({ kind: 'refused', text: t('draft.upload.failed', { detail: result.problem.detail ?? result.problem.title }) });
  }

  async function choose(file: File | undefined) {
    if (!file) return;
    const refusal = await refusalOf(file);
    if (refusal) {
      const texts = {
        empty: t('draft.upload.empty', { name: file.name }),
        'too-large': t('draft.upload.tooLarge'),
        'not-a-pdf': t('draft.upload.notPdf', { name: file.name }),
      };
      setSaid({ kind: 'refused', text: texts[refusal] });
      return;
    }
    const chosen = { file, key: newIdempotencyKey() };
    setPending(chosen);
    await send(chosen.file, chosen.key);
  }

  const sending = said?.kind === 'sending';
  return (
    <div className="flex flex-col gap-2">
      <input
        id={inputId}
        type="file"
        accept="application/pdf,.pdf"
        className="peer sr-only"
        disabled={sending}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          void choose(file);
        }}
      />
      <label
        htmlFor={inputId}
        className={buttonClasses(
          'outline',
          'lg',
          'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
        )}
      >
        <Upload aria-hidden="true" className="size-5" /> {sending ? t('draft.upload.sending') : t('draft.upload.choose')}
      </label>
      <p className="text-sm text-muted">{t('draft.upload.hint')}</p>
      <p role="status" className={said?.kind === 'done' ? 'text-sm font-medium text-green-800' : 'sr-only'}>
        {said?.kind === 'done' ? t('draft.upload.done', { version: said.version }) : sending ? t('draft.upload.sending') : ''}
      </p>
      {said?.kind === 'refused' && (
        <div role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          <p>{said.text}</p>
          {said.retry && pending && (
            <Button variant="outline" className="mt-2" onClick={() => void send(pending.file, pending.key)}>
              {t('console.retry')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
