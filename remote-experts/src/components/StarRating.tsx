import { Star } from 'lucide-react';
import { cn } from '@nyaya/shared/ui/cn';
import { useT } from '../i18n';

const STARS = [1, 2, 3, 4, 5] as const;

/** 1 to 5 stars, read out as "4 out of 5 stars" (one image, not five). */
export function StarRating({ rating }: { rating: number }) {
  const t = useT();
  const filled = Math.min(5, Math.max(0, Math.round(rating)));
  return (
    <span role="img" aria-label={t('rating.stars', { rating: String(filled) })} className="inline-flex gap-0.5">
      {STARS.map((star) => (
        <Star key={star} aria-hidden="true" className={cn('size-4', star <= filled ? 'fill-amber-400 text-amber-400' : 'fill-none text-gray-300')} />
      ))}
    </span>
  );
}
