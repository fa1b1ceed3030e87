import { formatINR } from '@nyaya/shared/format';
import { shownDiscount, type DiscountedPrice } from '@nyaya/shared/rules/marketplace/purchase/limitedOffer';
import { Badge } from '@nyaya/shared/ui/Badge';
import { useT } from '../i18n';

/**
 * The price, and, while there is a real saving that has not ended (the limited offer ends with its
 * banner), the struck-through original and "Save N%".
 */
export function OfferPrice({ offer, size = 'lg' }: { offer: DiscountedPrice; size?: 'lg' | 'md' }) {
  const t = useT();
  const discount = shownDiscount(offer);
  return (
    <p className="flex flex-wrap items-baseline gap-2">
      <span className={size === 'lg' ? 'text-2xl font-bold text-ink' : 'text-lg font-bold text-brand-700'}>
        <span className="sr-only">{t('price.current')} </span>
        {formatINR(offer.price)}
      </span>
      {discount && (
        <>
          <del className="text-sm text-muted">
            <span className="sr-only">{t('price.original')} </span>
            {formatINR(discount.originalPrice)}
          </del>
          <Badge tone="green">{t('price.save', { percent: discount.savePercent })}</Badge>
        </>
      )}
    </p>
  );
}
