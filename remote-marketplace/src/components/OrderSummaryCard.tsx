import { Sparkles } from 'lucide-react';
import { formatMobile, type OrderView } from '@nyaya/shared/api';
import { intakeFormFor } from '@nyaya/shared/data/marketplace/intake';
import { formatINR } from '@nyaya/shared/format';
import { Badge } from '@nyaya/shared/ui/Badge';
import { Card } from '@nyaya/shared/ui/Card';
import { intakeRows, timelineText } from './intakeRows';
import { knownRows, SummaryList } from './SummaryList';

/** What an order is, as the server keeps it: the number, what was bought, the answers, the contact. */
export function OrderSummaryCard({ order, title, headingId }: { order: OrderView; title: string; headingId: string }) {
  const rows = knownRows([
    ['Order number', order.orderNumber],
    ['Service', order.serviceName],
    ['Provider', order.providerName],
    ['Expected delivery', order.estimatedDelivery],
    ['Maximum budget', order.budget === null ? undefined : formatINR(order.budget)],
    ['Timeline', timelineText(order.timeline)],
    ['State', order.state],
    ...intakeRows(intakeFormFor(order.serviceId), order.intake),
    ['Contact name', order.contact.name],
    ['Mobile', formatMobile(order.contact.mobile)],
    ['Email', order.contact.email],
  ]);
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="text-sm font-semibold tracking-wide text-muted uppercase">
            {title}
          </h2>
          {order.autoAssigned && (
            <Badge tone="purple">
              <Sparkles aria-hidden="true" className="mr-1 size-3" /> Auto-assigned by AI
            </Badge>
          )}
        </div>
        <div className="mt-3">
          <SummaryList rows={rows} />
        </div>
      </Card>
    </section>
  );
}
