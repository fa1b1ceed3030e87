import { Sparkles } from 'lucide-react';
import { autoAssignTimelines } from '@nyaya/shared/data/marketplace/purchase';
import { formatDate, formatINR } from '@nyaya/shared/format';
import { orderSummary, parseRupeeAmount } from '@nyaya/shared/rules/marketplace/purchase';
import type { OrderDraft } from '@nyaya/shared/types';
import { Badge } from '@nyaya/shared/ui/Badge';
import { Card } from '@nyaya/shared/ui/Card';

/** The label/value rows of an order: what was bought, for how much, and what the user told us. */
function rowsOf(draft: OrderDraft, orderNumber: string): [label: string, value: string][] {
  const summary = orderSummary(draft);
  const timeline = autoAssignTimelines.find((option) => option.id === draft.timeline);
  const rent = draft.intake ? parseRupeeAmount(draft.intake.monthlyRent) : null;
  const rows: [string, string | undefined][] = [
    ['Order number', orderNumber],
    ['Service', summary.serviceName],
    ['Provider', summary.providerName],
    ['Price', formatINR(summary.price)],
    ['Expected delivery', summary.estimatedDelivery],
    ['Maximum budget', draft.budget === undefined ? undefined : formatINR(draft.budget)],
    ['Timeline', timeline && `${timeline.label} (${timeline.detail.toLowerCase()})`],
    ['Landlord', draft.intake?.landlordName],
    ['Tenant', draft.intake?.tenantName],
    ['Property', draft.intake?.propertyAddress],
    ['Monthly rent', rent === null ? undefined : formatINR(rent)],
    ['Start date', draft.intake && formatDate(draft.intake.startDate)],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

/** Order number, service, provider, price and delivery of an order (with the spec's defaults). */
export function OrderSummaryCard({ draft, orderNumber, title, headingId }: { draft: OrderDraft; orderNumber: string; title: string; headingId: string }) {
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="text-sm font-semibold tracking-wide text-muted uppercase">
            {title}
          </h2>
          {draft.autoAssigned && (
            <Badge tone="purple">
              <Sparkles aria-hidden="true" className="mr-1 size-3" /> Auto-assigned by AI
            </Badge>
          )}
        </div>
        <dl className="mt-3 flex flex-col gap-2 text-sm">
          {rowsOf(draft, orderNumber).map(([label, value]) => (
            <div key={label} className="flex justify-between gap-3">
              <dt className="shrink-0 text-muted">{label}</dt>
              <dd className="min-w-0 text-right font-medium break-words text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </section>
  );
}
