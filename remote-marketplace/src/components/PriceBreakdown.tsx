import { formatINR } from '@nyaya/shared/format';
import { priceBreakdownTotal } from '@nyaya/shared/rules/marketplace/purchase';
import type { PriceLine } from '@nyaya/shared/types';
import { translateText, useT } from '../i18n';

/** The items of a price and their total (always the sum of the items, by the shared rule). */
export function PriceBreakdown({ lines }: { lines: PriceLine[] }) {
  const t = useT();
  const items = lines.filter((line) => !line.isTotal);
  return (
    <dl className="divide-y divide-line rounded-2xl border border-line bg-white text-sm">
      {items.map((line) => (
        <div key={line.item} className="flex items-center justify-between gap-3 px-4 py-2.5">
          <dt className="min-w-0 text-muted">{translateText(line.item)}</dt>
          <dd className="shrink-0 font-medium text-ink">{formatINR(line.amount)}</dd>
        </div>
      ))}
      <div className="flex items-center justify-between gap-3 bg-brand-50 px-4 py-3">
        <dt className="font-semibold text-ink">{t('price.total')}</dt>
        <dd className="font-bold text-brand-800">{formatINR(priceBreakdownTotal(items))}</dd>
      </div>
    </dl>
  );
}
