import { formatINR } from '@nyaya/shared/format';
import { savePercent } from '@nyaya/shared/rules/marketplace/purchase';
import { Badge } from '@nyaya/shared/ui/Badge';

/** The price, the struck-through original and "Save N%" (only when there is a real saving). */
export function OfferPrice({ price, originalPrice }: { price: number; originalPrice: number }) {
  const save = savePercent(price, originalPrice);
  return (
    <p className="flex flex-wrap items-baseline gap-2">
      <span className="text-2xl font-bold text-ink">
        <span className="sr-only">Price </span>
        {formatINR(price)}
      </span>
      {save > 0 && (
        <>
          <del className="text-sm text-muted">
            <span className="sr-only">Original price </span>
            {formatINR(originalPrice)}
          </del>
          <Badge tone="green">Save {save}%</Badge>
        </>
      )}
    </p>
  );
}
