import { Sparkles } from 'lucide-react';
import { intakeFormFor } from '@nyaya/shared/data/marketplace/intake';
import { autoAssignTimelines } from '@nyaya/shared/data/marketplace/purchase';
import { formatDate, formatINR } from '@nyaya/shared/format';
import { orderSummary, parseRupeeAmount } from '@nyaya/shared/rules/marketplace/purchase';
import type { IntakeField, OrderDraft } from '@nyaya/shared/types';
import { Badge } from '@nyaya/shared/ui/Badge';
import { Card } from '@nyaya/shared/ui/Card';

/** An intake answer as the summary shows it: rupees grouped, dates spelled out, text as typed. */
function intakeRow(field: IntakeField, value: string | undefined): [string, string | undefined] {
  const label = field.label.replace(' (₹)', '');
  if (value === undefined) return [label, undefined];
  if (field.type === 'amount') {
    const amount = parseRupeeAmount(value);
    return [label, amount === null ? value : formatINR(amount)];
  }
  return [label, field.type === 'date' ? formatDate(value) : value];
}

/** The label/value rows of an order: what was bought, for how much, and what the user told us. */
function rowsOf(draft: OrderDraft, orderNumber: string): [label: string, value: string][] {
  const summary = orderSummary(draft);
  const timeline = autoAssignTimelines.find((option) => option.id === draft.timeline);
  const intake = draft.intake;
  const intakeRows = intake ? intakeFormFor(draft.serviceId).fields.map((field) => intakeRow(field, intake[field.name])) : [];
  const rows: [string, string | undefined][] = [
    ['Order number', orderNumber],
    ['Service', summary.serviceName],
    ['Provider', summary.providerName],
    ['Price', formatINR(summary.price)],
    ['Expected delivery', summary.estimatedDelivery],
    ['Maximum budget', draft.budget === undefined ? undefined : formatINR(draft.budget)],
    ['Timeline', timeline && `${timeline.label} (${timeline.detail.toLowerCase()})`],
    ...intakeRows,
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
