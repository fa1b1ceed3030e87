import { Star } from 'lucide-react';
import { formatCount } from '@nyaya/shared/format';
import { cn } from '@nyaya/shared/ui/cn';
import { useT } from '../i18n';

/**
 * "★ 4.9 (312 reviews)"; screen readers hear "Rated 4.9 out of 5, 312 reviews" (the rating read
 * out whole, in each language's word order, the visible number hidden from them).
 */
export function RatingSummary({ rating, reviewCount, className }: { rating: string; reviewCount: number; className?: string }) {
  const t = useT();
  return (
    <span className={cn('inline-flex items-center gap-1 text-sm', className)}>
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
      <span className="sr-only">{t('rating.summary', { rating })}</span>
      <span aria-hidden="true" className="font-semibold text-ink">
        {rating}
      </span>
      <span className="text-muted">{t('rating.reviews', { count: reviewCount, formatted: formatCount(reviewCount) })}</span>
    </span>
  );
}
