import { formatINR } from '@nyaya/shared/format';
import { quoteLineLabel, type QuoteLine } from '@nyaya/shared/rules/marketplace/purchase/priceQuote';
import { useT } from '../i18n';

/**
 * An order's itemised price (`priceQuote`, the same rule the server prices by): fee, GST, government
 * fees, stamp duty, delivery, and the total, which is exactly the sum of the lines.
 */
export function QuoteBreakdown({ lines, total, totalLabel }: { lines: readonly QuoteLine[]; total: number; totalLabel?: string }) {
  const t = useT();
  return (
    <dl className="divide-y divide-line rounded-2xl border border-line bg-white text-sm">
      {lines.map((line) => (
        <div key={line.id} className="flex items-center justify-between gap-3 px-4 py-2.5">
          <dt className="min-w-0 text-muted">{quoteLineLabel(line)}</dt>
          <dd className="shrink-0 font-medium text-ink">{formatINR(line.amount)}</dd>
        </div>
      ))}
      <div className="flex items-center justify-between gap-3 rounded-b-2xl bg-brand-50 px-4 py-3">
        <dt className="min-w-0 font-semibold text-ink">{totalLabel ?? t('price.total')}</dt>
        <dd className="shrink-0 font-bold text-brand-800">{formatINR(total)}</dd>
      </div>
    </dl>
  );
}
