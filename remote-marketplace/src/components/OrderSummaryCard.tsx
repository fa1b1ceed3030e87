import { Sparkles } from 'lucide-react';
import { autoAssignTimelines } from '@nyaya/shared/data/marketplace';
import { formatINR } from '@nyaya/shared/format';
import { orderSummary } from '@nyaya/shared/rules';
import type { OrderDraft } from '@nyaya/shared/types';
import { Badge } from '@nyaya/shared/ui/Badge';
import { Card } from '@nyaya/shared/ui/Card';

/** Order number, service, provider, price and delivery of an order (with the spec's defaults). */
export function OrderSummaryCard({ draft, orderNumber, title, headingId }: { draft: OrderDraft; orderNumber: string; title: string; headingId: string }) {
  const summary = orderSummary(draft);
  const timeline = autoAssignTimelines.find((option) => option.id === draft.timeline);
  const rows: [string, string][] = [
    ['Order number', orderNumber],
    ['Service', summary.serviceName],
    ...(summary.providerName ? ([['Provider', summary.providerName]] as [string, string][]) : []),
    ['Price', formatINR(summary.price)],
    ['Expected delivery', summary.estimatedDelivery],
    ...(draft.budget !== undefined ? ([['Maximum budget', formatINR(draft.budget)]] as [string, string][]) : []),
    ...(timeline ? ([['Timeline', `${timeline.label} (${timeline.detail.toLowerCase()})`]] as [string, string][]) : []),
  ];
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
          {rows.map(([label, value]) => (
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
