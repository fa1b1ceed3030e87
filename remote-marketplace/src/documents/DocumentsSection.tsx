/**
 * The tracking page's Documents section: the offer's Documents Required, each with what has been
 * uploaded for it and a control to upload more. The list comes from the API (only the order's
 * parties get it) and followed while the page is open; this page's own uploads and removals update
 * it in place.
 */
import { useCallback, useMemo, useState } from 'react';
import { LoaderCircle, RotateCw } from 'lucide-react';
import { DocumentListSchema, apiPaths, type DocumentView } from '@nyaya/shared/api';
import { useApiRead } from '@nyaya/shared/hooks/useApiRead';
import { useRefreshWhileVisible } from '@nyaya/shared/hooks/useRefreshWhileVisible';
import { Button } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { SectionHeading } from '../components/SectionHeading';
import { RequirementDocuments } from './RequirementDocuments';
import { useT } from './i18n';

export function DocumentsSection({ orderNumber }: { orderNumber: string }) {
  const t = useT();
  const read = useApiRead(apiPaths.orderDocuments(orderNumber), DocumentListSchema);
  // The expert accepts, refuses and asks for documents meanwhile: the list is asked again on focus
  // and every 15 s while the page is visible, keeping what it shows while it asks.
  useRefreshWhileVisible(read.retry);
  // This page's own uploads and removals, applied on top of the latest list (the server's copy of a
  // file wins once it has one, so a refusal shows); not read again after each.
  const [added, setAdded] = useState<DocumentView[]>([]);
  const [dropped, setDropped] = useState<ReadonlySet<string>>(() => new Set());
  const listed = read.data?.documents;
  const documents = useMemo(() => {
    const fromServer = listed ?? [];
    const known = new Set(fromServer.map((document) => document.id));
    return [...fromServer, ...added.filter((document) => !known.has(document.id))].filter((document) => !dropped.has(document.id));
  }, [listed, added, dropped]);
  const add = useCallback((document: DocumentView) => setAdded((current) => [...current.filter((item) => item.id !== document.id), document]), []);
  const drop = useCallback((id: string) => setDropped((current) => new Set(current).add(id)), []);
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
