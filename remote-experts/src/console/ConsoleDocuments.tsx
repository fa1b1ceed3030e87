import { useId, useState } from 'react';
import { DocumentListSchema, apiPaths, type DocumentList } from '@nyaya/shared/api';
import { useApiRead } from '@nyaya/shared/hooks/useApiRead';
import { Button } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { AskForDocument } from './AskForDocument';
import { ConsoleDocumentItem } from './ConsoleDocumentItem';
import { translateText, useT } from './i18n';

/**
 * The client's documents on the expert's order page (issue 25): each file to download, accept or
 * refuse (with a reason), and asking the client for one of the order's Documents Required. Every
 * write answers with the list as it now stands, shown at once.
 */
export function ConsoleDocuments({ orderNumber, open }: { orderNumber: string; open: boolean }) {
  const t = useT();
  const headingId = useId();
  const read = useApiRead(apiPaths.orderDocuments(orderNumber), DocumentListSchema);
  const [changed, setChanged] = useState<DocumentList | null>(null);
  const list = changed ?? read.data;
  return (
    <section aria-labelledby={headingId}>
      <Card className="flex flex-col gap-3">
        <h2 id={headingId} className="font-semibold text-ink">
          {t('documents.heading')}
        </h2>
        {!list ? (
          read.status === 'loading' ? (
            <p role="status" className="text-sm text-muted">
              {t('documents.loading')}
            </p>
          ) : (
            <div role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
              <p>{t('documents.unreachable')}</p>
              <Button variant="outline" className="mt-2" onClick={read.retry}>
                {t('console.retry')}
              </Button>
            </div>
          )
        ) : (
          <>
            {list.documents.length === 0 ? (
              <p className="text-sm text-muted">{t('documents.none')}</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {list.documents.map((document) => (
                  <ConsoleDocumentItem key={document.id} orderNumber={orderNumber} document={document} open={open} onChanged={setChanged} />
                ))}
              </ul>
            )}
            {list.asked.length > 0 && (
              <div className="text-sm text-ink">
                <p className="font-medium">{t('documents.askedHeading')}</p>
                <ul className="mt-1 list-disc pl-5">
                  {list.asked.map((ask) => (
                    <li key={ask.requirement} className="break-words">
                      {translateText(ask.requirement)}
                      {ask.note && <span className="text-muted"> — {ask.note}</span>}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {open && <AskForDocument orderNumber={orderNumber} requirements={list.requirements} onChanged={setChanged} />}
          </>
        )}
      </Card>
    </section>
  );
}
