import type { ExpertReview } from '@nyaya/shared/types';
import { formatDate, formatRelativeDate } from '@nyaya/shared/format';
import { Avatar } from '@nyaya/shared/ui/Avatar';
import { translateText, useT } from '../i18n';
import { StarRating } from './StarRating';

/** Reviews: reviewer, 1–5 stars, comment and when ("3 weeks ago"; the exact date on hover). */
export function ProfileReviewsTab({ reviews }: { reviews: ExpertReview[] }) {
  const t = useT();
  if (reviews.length === 0) return <p className="text-sm text-muted">{t('reviews.empty')}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {reviews.map((review) => (
        <li key={`${review.name}-${review.date}`} className="rounded-2xl border border-line bg-white p-4">
          <div className="flex items-start gap-3">
            <Avatar name={review.name} size="sm" />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center justify-between gap-x-2">
                <h2 className="text-sm font-semibold text-ink">{review.name}</h2>
                <time dateTime={review.date} title={formatDate(review.date)} className="text-xs text-muted">
                  {formatRelativeDate(review.date)}
                </time>
              </div>
              <StarRating rating={review.rating} />
              <p className="mt-1 text-sm text-ink">{translateText(review.comment)}</p>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
