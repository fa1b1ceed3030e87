import { FlaskConical } from 'lucide-react';
import type { OrderView } from '@nyaya/shared/api';
import { Card } from '@nyaya/shared/ui/Card';
import { QuoteBreakdown } from './QuoteBreakdown';
import { SectionHeading } from './SectionHeading';
import { useT } from '../i18n';

/** What the order costs, line by line as the server priced it, and how it was paid. */
export function OrderQuoteCard({ order, headingId }: { order: OrderView; headingId: string }) {
  const t = useT();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <SectionHeading id={headingId}>{t('price.heading')}</SectionHeading>
        <QuoteBreakdown lines={order.quote.lines} total={order.quote.total} totalLabel={t('price.totalPaid')} />
        {!order.quote.stampDutyIncluded && <p className="mt-2 text-sm text-muted">{t('order.stampDutyNotCharged')}</p>}
        {order.payment.provider === 'test' && (
          <p className="mt-2 flex items-center gap-2 text-sm text-muted">
            <FlaskConical aria-hidden="true" className="size-4 shrink-0" /> {t('order.paidInTestMode')}
          </p>
        )}
      </Card>
    </section>
  );
}
