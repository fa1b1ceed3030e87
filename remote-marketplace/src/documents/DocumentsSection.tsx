/**
 * The tracking page's Documents section: the offer's Documents Required, each with what has been
 * uploaded for it and a control to upload more. The list comes from the API (only the order's
 * parties get it); this page's own uploads and removals update it in place.
 */
import { useCallback, useState } from 'react';
import { LoaderCircle, RotateCw } from 'lucide-react';
import { DocumentListSchema, apiPaths, type DocumentView } from '@nyaya/shared/api';
import { useApiRead } from '@nyaya/shared/hooks/useApiRead';
import { Button } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { SectionHeading } from '../components/SectionHeading';
import { RequirementDocuments } from './RequirementDocuments';
import { useT } from './i18n';

export function DocumentsSection({ orderNumber }: { orderNumber: string }) {
  const t = useT();
  const read = useApiRead(apiPaths.orderDocuments(orderNumber), DocumentListSchema);
  // This page's own uploads and removals, applied to the list as read (not read again after each).
  const [changed, setChanged] = useState<DocumentView[] | null>(null);
  const listed = read.data?.documents;
  const documents = changed ?? listed ?? [];
  const add = useCallback(
    (document: DocumentView) => setChanged((current) => [...(current ?? listed ?? []).filter((item) => item.id !== document.id), document]),
    [listed],
  );
  const drop = useCallback((id: string) => setChanged((current) => (current ?? listed ?? []).filter((item) => item.id !== id)), [listed]);
  // A status line for screen readers: "lease.pdf uploaded."
  const [announcement, setAnnouncement] = useState('');

  return (
    <section aria-labelledby="documents-heading">
      <Card>
        <SectionHeading id="documents-heading">{t('heading')}</SectionHeading>
        <p className="text-sm text-muted">{t('intro')}</p>
        {read.data ? (
          <ul className="mt-3 flex flex-col divide-y divide-line">
            {read.data.requirements.map((requirement) => (
              <li key={requirement} className="py-3 first:pt-1 last:pb-0">
                <RequirementDocuments
                  orderNumber={orderNumber}
                  requirement={requirement}
                  documents={documents.filter((document) => document.requirement === requirement)}
                  asked={read.data?.asked.find((ask) => ask.requirement === requirement)}
                  onUploaded={(document) => {
                    add(document);
                    setAnnouncement(t('uploaded', { fileName: document.fileName }));
                  }}
                  onRemoved={(document) => {
                    drop(document.id);
                    setAnnouncement(t('removed', { fileName: document.fileName }));
                  }}
                />
              </li>
            ))}
          </ul>
        ) : read.status === 'loading' ? (
          <p role="status" className="mt-3 flex items-center gap-2 text-sm text-muted">
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" /> {t('loading')}
          </p>
        ) : (
          <div role="alert" className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
            <p>{t('loadFailed')}</p>
            <Button variant="outline" className="mt-2" onClick={read.retry}>
              <RotateCw aria-hidden="true" className="size-4" /> {t('retry')}
            </Button>
          </div>
        )}
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </Card>
    </section>
  );
}
