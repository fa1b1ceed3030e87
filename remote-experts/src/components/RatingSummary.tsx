import { Star } from 'lucide-react';
import { formatCount } from '@nyaya/shared/format';
import { cn } from '@nyaya/shared/ui/cn';

/** "★ 4.9 (312 reviews)"; screen readers hear "Rated 4.9 out of 5, 312 reviews". */
export function RatingSummary({ rating, reviewCount, className }: { rating: string; reviewCount: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1 text-sm', className)}>
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
      <span className="sr-only">Rated</span>
      <span className="font-semibold text-ink">{rating}</span>
      <span className="sr-only">out of 5,</span>
      <span className="text-muted">
        ({formatCount(reviewCount)} {reviewCount === 1 ? 'review' : 'reviews'})
      </span>
    </span>
  );
}
