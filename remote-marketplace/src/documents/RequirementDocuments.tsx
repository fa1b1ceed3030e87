/**
 * One of the order's Documents Required: its name, the files uploaded for it (each with a
 * download link and, before the expert's review, Remove), and a real file input, labelled, behind
 * a 44 px button-like label. While a file goes up, a progress bar with its value and Cancel. What
 * the expert asked for is highlighted with their note; after a refusal the upload offers a replacement.
 */
import { useId } from 'react';
import { RotateCw, Upload, X } from 'lucide-react';
import type { DocumentAsk, DocumentView } from '@nyaya/shared/api';
import { translateText } from '@nyaya/shared/i18n';
import { buttonClasses, Button } from '@nyaya/shared/ui/Button';
import { ProgressBar } from '@nyaya/shared/ui/ProgressBar';
import { DocumentItem } from './DocumentItem';
import { useT } from './i18n';
import { useDocumentUpload } from './useDocumentUpload';

/** What the file picker offers: the three types, by type and by extension (some phones know only one). */
const ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

export function RequirementDocuments({
  orderNumber,
  requirement,
  documents,
  asked,
  onUploaded,
  onRemoved,
}: {
  orderNumber: string;
  requirement: string;
  documents: DocumentView[];
  /** The expert asked for this one (with their note), unless a file not refused came since. */
  asked?: DocumentAsk;
  onUploaded: (document: DocumentView) => void;
  onRemoved: (document: DocumentView) => void;
}) {
  const t = useT();
  const inputId = useId();
  const errorId = useId();
  const { state, send, retry, cancel } = useDocumentUpload(orderNumber, requirement, onUploaded);
  const name = translateText(requirement);
  const uploading = state.kind === 'uploading';
  const waitedFor = asked && !documents.some((document) => !document.refusedAt && document.uploadedAt > asked.askedAt) ? asked : undefined;
  const replace = documents.length > 0 && documents.every((document) => document.refusedAt);

  return (
    <div className={waitedFor ? 'flex flex-col gap-2 rounded-xl border-2 border-amber-400 bg-amber-50 p-3' : 'flex flex-col gap-2'}>
      <h3 className="font-medium break-words text-ink">{name}</h3>
      {waitedFor ? (
        <div className="text-sm text-amber-950">
          <p className="font-medium">{t('asked')}</p>
          {waitedFor.note ? <p className="break-words whitespace-pre-wrap">{waitedFor.note}</p> : null}
        </div>
      ) : null}
      {documents.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {documents.map((document) => (
            <li key={document.id}>
              <DocumentItem orderNumber={orderNumber} document={document} onRemoved={onRemoved} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t('nothingYet')}</p>
      )}

      {uploading ? (
        <div className="flex flex-col gap-1">
          <p className="text-sm break-all text-ink">{t('uploading', { fileName: state.fileName })}</p>
          <div className="flex items-center gap-2">
            <ProgressBar value={state.percent} label={t('progressLabel', { fileName: state.fileName })} className="flex-1" />
            <span className="w-10 text-right text-sm text-muted tabular-nums">{t('percent', { percent: state.percent })}</span>
            <Button variant="ghost" size="icon" aria-label={t('cancelUpload')} onClick={cancel}>
              <X aria-hidden="true" className="size-5" />
            </Button>
          </div>
        </div>
      ) : (
        <div>
          {/* The input stays a real one (keyboard, screen readers, the phone's picker); its label is the button people see. */}
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            className="peer sr-only"
            // The name says which item the file is for (the visible label says only "Upload a file").
            aria-label={t(replace ? 'uploadReplacementFor' : 'uploadFor', { requirement: name })}
            aria-describedby={state.kind === 'failed' ? errorId : undefined}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              // Cleared at once, so choosing the same file again (after a fix) is a change too.
              event.currentTarget.value = '';
              if (file) void send(file);
            }}
          />
          <label
            htmlFor={inputId}
            className={buttonClasses(
              'outline',
              'md',
              'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2',
            )}
          >
            <Upload aria-hidden="true" className="size-4" />
            {replace ? t('uploadReplacement') : t('upload')}
          </label>
        </div>
      )}

      {state.kind === 'failed' ? (
        <div id={errorId} role="alert" className="rounded-xl bg-red-50 p-3 text-sm break-words text-red-800">
          <p>{state.message}</p>
          {state.canRetry ? (
            <Button variant="outline" className="mt-2" onClick={retry}>
              <RotateCw aria-hidden="true" className="size-4" /> {t('retry')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
