import { FlaskConical } from 'lucide-react';
import type { OrderView } from '@nyaya/shared/api';
import { Card } from '@nyaya/shared/ui/Card';
import { QuoteBreakdown } from './QuoteBreakdown';
import { SectionHeading } from './SectionHeading';

/** What the order costs, line by line as the server priced it, and how it was paid. */
export function OrderQuoteCard({ order, headingId }: { order: OrderView; headingId: string }) {
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <SectionHeading id={headingId}>Price</SectionHeading>
        <QuoteBreakdown lines={order.quote.lines} total={order.quote.total} totalLabel="Total paid" />
        {!order.quote.stampDutyIncluded && (
          <p className="mt-2 text-sm text-muted">Your expert confirms the stamp duty before buying the stamp paper; it was not charged.</p>
        )}
        {order.payment.provider === 'test' && (
          <p className="mt-2 flex items-center gap-2 text-sm text-muted">
            <FlaskConical aria-hidden="true" className="size-4 shrink-0" /> Paid in test mode: no money was taken.
          </p>
        )}
      </Card>
    </section>
  );
}
