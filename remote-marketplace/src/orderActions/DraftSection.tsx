import { useId } from 'react';
import { Download } from 'lucide-react';
import { apiPaths, type OrderView } from '@nyaya/shared/api';
import { formatIndiaDateTime } from '@nyaya/shared/format';
import { revisionWindowOpen } from '@nyaya/shared/rules/marketplace/purchase/revisionWindow';
import { Button, buttonClasses } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { SectionHeading } from '../components/SectionHeading';
import { RevisionForm } from './RevisionForm';
import { useT } from './i18n';
import { useNow } from './useNow';

/**
 * The delivered draft on the tracking page (issue 25): "Download draft (PDF)" (an attachment from
 * the API, the two parties only), and "Ask for a revision" while the offer's window is open (the
 * server decides by the same rule). After the window the button stays, disabled, with the reason
 * beside it; a revision asked shows the client's words and that the expert is on it.
 */
export function DraftSection({ order, onChanged }: { order: OrderView; onChanged: (order: OrderView) => void }) {
  const t = useT();
  const headingId = useId();
  const closedId = useId();
  const now = useNow();
  const { draft } = order;
  if (!draft || order.cancellation) return null;
  const at = (iso: string) => t('at', { time: formatIndiaDateTime(iso) });
  const open = revisionWindowOpen(Date.parse(draft.deliveredAt), draft.revisionDays, now);

  return (
    <section aria-labelledby={headingId}>
      <Card className="flex flex-col gap-3">
        <SectionHeading id={headingId}>{t('draft.heading')}</SectionHeading>
        <p className="text-sm text-ink">{t('draft.delivered', { version: draft.version, time: at(draft.deliveredAt) })}</p>
        <a href={apiPaths.orderDraftFile(order.orderNumber)} download className={buttonClasses('primary', 'lg')}>
          <Download aria-hidden="true" className="size-5" /> {t('draft.download')}
        </a>
        {draft.revision ? (
          <div className="rounded-xl bg-brand-50 p-3 text-sm text-ink">
            <p className="font-medium">{t('revision.asked', { time: at(draft.revision.askedAt) })}</p>
            <blockquote className="mt-1 break-words whitespace-pre-wrap">{draft.revision.comment}</blockquote>
            <p className="mt-2 text-muted">{t('revision.working')}</p>
          </div>
        ) : open ? (
          <RevisionForm order={order} version={draft.version} until={at(draft.revisableUntil)} onChanged={onChanged} />
        ) : (
          <div>
            <Button variant="outline" size="lg" className="w-full" disabled aria-describedby={closedId}>
              {t('revision.ask')}
            </Button>
            <p id={closedId} className="mt-2 text-sm text-muted">
              {t('revision.closed', { days: draft.revisionDays, time: at(draft.revisableUntil) })}
            </p>
          </div>
        )}
      </Card>
    </section>
  );
}
