import { useState } from 'react';
import { Check, Download, X } from 'lucide-react';
import { DocumentListSchema, apiPaths, type DocumentList, type DocumentView, type RefuseDocumentRequest } from '@nyaya/shared/api';
import { formatIndiaDateTime } from '@nyaya/shared/format';
import { useIdempotentWrite } from '@nyaya/shared/hooks/useIdempotentWrite';
import { Button, buttonClasses } from '@nyaya/shared/ui/Button';
import { RefuseDocumentDialog } from './RefuseDocumentDialog';
import { translateText, useT } from './i18n';

/**
 * One of the client's files: its requirement, name and state (waiting, accepted, refused and why),
 * Download always, and while it waits for review Accept and Refuse (which asks for a reason first).
 */
export function ConsoleDocumentItem({
  orderNumber,
  document,
  open,
  onChanged,
}: {
  orderNumber: string;
  document: DocumentView;
  open: boolean;
  onChanged: (list: DocumentList) => void;
}) {
  const t = useT();
  const accept = useIdempotentWrite<Record<string, never>, DocumentList>({
    path: apiPaths.consoleDocumentAccept(orderNumber, document.id),
    schema: DocumentListSchema,
  });
  const refuse = useIdempotentWrite<RefuseDocumentRequest, DocumentList>({
    path: apiPaths.consoleDocumentRefuse(orderNumber, document.id),
    schema: DocumentListSchema,
  });
  const [refusing, setRefusing] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const busy = accept.state.kind === 'sending' || refuse.state.kind === 'sending';
  const time = (iso: string) => t('order.step.time', { time: formatIndiaDateTime(iso) });

  async function settle(result: Awaited<ReturnType<typeof accept.send>>) {
    if (!result) return false;
    if (result.kind === 'ok') {
      setFailed(null);
      onChanged(result.data);
      return true;
    }
    setFailed(
      result.kind === 'unreachable' ? t('documents.unreachableWrite') : t('documents.failed', { detail: result.problem.detail ?? result.problem.title }),
    );
    return false;
  }

  return (
    <li className="flex flex-col gap-2 border-t border-line pt-3 first:border-t-0 first:pt-0">
      <div className="min-w-0">
        <p className="text-sm text-muted">{translateText(document.requirement)}</p>
        <p className="font-medium break-words text-ink">{document.fileName}</p>
        <p className="text-sm text-muted">{t('documents.uploaded', { time: time(document.uploadedAt) })}</p>
        {document.refusedAt ? (
          <div className="mt-1 rounded-xl bg-amber-50 p-2 text-sm text-amber-950">
            <p className="font-medium">{t('documents.refused', { reason: t(`documents.reason.${document.refusalReason ?? 'incomplete'}`) })}</p>
            {document.refusalNote && <p className="break-words whitespace-pre-wrap">{document.refusalNote}</p>}
          </div>
        ) : document.reviewedAt ? (
          <p className="text-sm font-medium text-green-800">{t('documents.accepted', { time: time(document.reviewedAt) })}</p>
        ) : (
          <p className="text-sm text-ink">{t('documents.waiting')}</p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <a
          href={apiPaths.orderDocumentFile(orderNumber, document.id)}
          download
          className={buttonClasses('outline', 'md')}
          aria-label={t('documents.download', { name: document.fileName })}
        >
          <Download aria-hidden="true" className="size-4" /> {t('documents.downloadShort')}
        </a>
        {open && !document.reviewedAt && (
          <>
            <Button disabled={busy} onClick={() => void accept.send({}).then(settle)} aria-label={t('documents.accept', { name: document.fileName })}>
              <Check aria-hidden="true" className="size-4" /> {t('documents.acceptShort')}
            </Button>
            <Button variant="outline" disabled={busy} onClick={() => setRefusing(true)} aria-label={t('documents.refuse', { name: document.fileName })}>
              <X aria-hidden="true" className="size-4" /> {t('documents.refuseShort')}
            </Button>
          </>
        )}
      </div>
      {failed && (
        <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {failed}
        </p>
      )}
      <RefuseDocumentDialog
        fileName={document.fileName}
        open={refusing}
        busy={busy}
        onOpenChange={setRefusing}
        onRefuse={async (body) => {
          if (await settle(await refuse.send(body))) setRefusing(false);
        }}
      />
    </li>
  );
}
