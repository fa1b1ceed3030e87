import { lazy, Suspense, useId, useState } from 'react';
import { XCircle } from 'lucide-react';
import type { OrderView } from '@nyaya/shared/api';
import { formatINR, formatIndiaDateTime } from '@nyaya/shared/format';
import { Button } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { SectionHeading } from '../components/SectionHeading';
import { useT } from './i18n';

// The dialog (Radix Dialog) is fetched when the client asks to cancel, not with the tracking page.
const CancelOrderDialog = lazy(() => import(/* webpackChunkName: "cancel-order-dialog" */ './CancelOrderDialog'));

const rupees = (paise: number) => formatINR(paise / 100);

/**
 * Cancelling on the tracking page (issue 25): what cancelling now gives back, by the server's
 * figure (`order.cancel`: everything before Expert Review starts, the published terms after),
 * "Cancel order" asking first in a dialog that lists it line by line; once cancelled, when and
 * what was refunded. Nothing once a draft is delivered (the server refuses then too).
 */
export function CancelSection({ order, onChanged, onStale }: { order: OrderView; onChanged: (order: OrderView) => void; onStale: () => void }) {
  const t = useT();
  const headingId = useId();
  const [asking, setAsking] = useState(false);
  const { cancellation, cancel } = order;

  if (cancellation) {
    return (
      <section aria-labelledby={headingId}>
        <Card className="border-amber-200 bg-amber-50">
          <SectionHeading id={headingId}>{t('cancel.done.heading')}</SectionHeading>
          <p className="text-sm text-ink">
            {t('cancel.done.text', { time: t('at', { time: formatIndiaDateTime(cancellation.cancelledAt) }), amount: rupees(cancellation.refundPaise) })}
          </p>
          <p className="mt-1 text-sm break-all text-muted">{t('cancel.done.reference', { reference: cancellation.reference })}</p>
        </Card>
      </section>
    );
  }
  if (!cancel) return null;
  const summary =
    cancel.share === 'full'
      ? t('cancel.now.full', { amount: rupees(cancel.refundPaise) })
      : t('cancel.now.partial', { amount: rupees(cancel.refundPaise), paid: rupees(cancel.paidPaise) });
  return (
    <section aria-labelledby={headingId}>
      <Card className="flex flex-col gap-3">
        <SectionHeading id={headingId}>{t('cancel.heading')}</SectionHeading>
        <p className="text-sm text-ink">{summary}</p>
        <Button variant="outline" size="lg" onClick={() => setAsking(true)}>
          <XCircle aria-hidden="true" className="size-5" /> {t('cancel.button')}
        </Button>
      </Card>
      {asking && (
        <Suspense fallback={null}>
          <CancelOrderDialog order={order} quote={cancel} open={asking} onOpenChange={setAsking} onChanged={onChanged} onStale={onStale} />
        </Suspense>
      )}
    </section>
  );
}
