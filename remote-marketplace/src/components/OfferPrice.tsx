import { formatINR } from '@nyaya/shared/format';
import { savePercent } from '@nyaya/shared/rules/marketplace/purchase/savePercent';
import { Badge } from '@nyaya/shared/ui/Badge';
import { useT } from '../i18n';

/** The price, the struck-through original and "Save N%" (only when there is a real saving). */
export function OfferPrice({ price, originalPrice, size = 'lg' }: { price: number; originalPrice?: number; size?: 'lg' | 'md' }) {
  const t = useT();
  const save = originalPrice === undefined ? 0 : savePercent(price, originalPrice);
  return (
    <p className="flex flex-wrap items-baseline gap-2">
      <span className={size === 'lg' ? 'text-2xl font-bold text-ink' : 'text-lg font-bold text-brand-700'}>
        <span className="sr-only">{t('price.current')} </span>
        {formatINR(price)}
      </span>
      {save > 0 && (
        <>
          <del className="text-sm text-muted">
            <span className="sr-only">{t('price.original')} </span>
            {formatINR(originalPrice ?? price)}
          </del>
          <Badge tone="green">{t('price.save', { percent: save })}</Badge>
        </>
      )}
    </p>
  );
}
