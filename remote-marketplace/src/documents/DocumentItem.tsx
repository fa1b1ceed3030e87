/**
 * One uploaded file: its name as a download link (an attachment, served only to the order's
 * parties), its size and type, "Reviewed by your expert" once reviewed, else Remove, which asks
 * first; a refused file says why ("Refused: Expired") with the expert's note. The name is the server's sanitised plain text, rendered as text.
 */
import { useState } from 'react';
import { CheckCircle2, Download, Trash2, XCircle } from 'lucide-react';
import { apiPaths, type DocumentView } from '@nyaya/shared/api';
import { DOCUMENT_TYPES } from '@nyaya/shared/rules/marketplace/purchase/documentFile';
import { Button } from '@nyaya/shared/ui/Button';
import { fileSizeText } from './documentMessages';
import { useT } from './i18n';
import { RemoveDocumentDialog } from './RemoveDocumentDialog';
import { useRemoveDocument } from './useRemoveDocument';

export function DocumentItem({
  orderNumber,
  document,
  onRemoved,
}: {
  orderNumber: string;
  document: DocumentView;
  onRemoved: (document: DocumentView) => void;
}) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const removal = useRemoveDocument(orderNumber, document, onRemoved);

  return (
    <div className="flex flex-col gap-1 rounded-xl border border-line p-2">
      <div className="flex items-center gap-2">
        <a
          href={apiPaths.orderDocumentFile(orderNumber, document.id)}
          download={document.fileName}
          aria-label={t('download', { fileName: document.fileName })}
          className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-lg text-sm font-medium text-brand-700 hover:underline"
        >
          <Download aria-hidden="true" className="size-4 shrink-0" />
          <span className="min-w-0 break-all">{document.fileName}</span>
        </a>
        {document.removable ? (
          <Button variant="ghost" size="sm" className="shrink-0 text-red-700" disabled={removal.state.kind === 'removing'} onClick={() => setAsking(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            <span aria-hidden="true">{removal.state.kind === 'removing' ? t('removing') : t('remove')}</span>
            <span className="sr-only">{t('removeLabel', { fileName: document.fileName })}</span>
          </Button>
        ) : null}
      </div>
      <p className="flex flex-wrap items-center gap-x-2 px-1 text-xs text-muted">
        <span>{fileSizeText(document.size)}</span>
        <span aria-hidden="true">·</span>
        <span>{DOCUMENT_TYPES[document.type].label}</span>
        {document.refusedAt ? null : document.reviewedAt ? (
          <span className="inline-flex items-center gap-1 text-green-800">
            <CheckCircle2 aria-hidden="true" className="size-3.5" /> {t('reviewed')}
          </span>
        ) : null}
      </p>
      {document.refusedAt ? (
        <div className="rounded-lg bg-amber-50 p-2 text-sm text-amber-950">
          <p className="inline-flex items-center gap-1 font-medium">
            <XCircle aria-hidden="true" className="size-4 shrink-0" /> {t('refused', { reason: t(`reason.${document.refusalReason ?? 'incomplete'}`) })}
          </p>
          {/* The expert's words, as plain text. */}
          {document.refusalNote ? <p className="break-words whitespace-pre-wrap">{document.refusalNote}</p> : null}
        </div>
      ) : null}
      {removal.state.kind === 'failed' ? (
        <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-800">
          {removal.state.message}
        </p>
      ) : null}
      <RemoveDocumentDialog
        fileName={document.fileName}
        open={asking}
        onOpenChange={setAsking}
        onConfirm={() => {
          setAsking(false);
          void removal.remove();
        }}
      />
    </div>
  );
}
