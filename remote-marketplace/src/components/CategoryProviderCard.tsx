import { BadgeList } from './BadgeList';
import { Link } from '@nyaya/shared/router';
import { Clock, Star } from 'lucide-react';
import type { CategoryProvider } from '@nyaya/shared/types';
import { formatCount, formatINR } from '@nyaya/shared/format';
import { buttonClasses } from '@nyaya/shared/ui/Button';

/** A provider on a category page (spec §3 "Provider"); both buttons open its service detail. */
export function CategoryProviderCard({ provider }: { provider: CategoryProvider }) {
  const detailPath = `/service-details/${encodeURIComponent(provider.id)}`;
  return (
    <article aria-label={provider.name} className="rounded-2xl border border-line bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-100 font-bold text-brand-800">
          {provider.logo}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words text-ink">{provider.name}</h3>
          <p className="text-sm text-brand-700">{provider.serviceName}</p>
        </div>
      </div>
      <p className="mt-2 text-sm text-muted">{provider.description}</p>
      <BadgeList badges={provider.badges} />
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-muted">Price</dt>
          <dd className="font-semibold text-ink">
            {provider.priceRange}
            {provider.originalPrice !== undefined && (
              <del className="block text-xs font-normal text-muted">
                <span className="sr-only">Original price </span>
                {formatINR(provider.originalPrice)}
              </del>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Delivery</dt>
          <dd className="inline-flex items-center gap-1 text-ink">
            <Clock aria-hidden="true" className="size-3.5 shrink-0" /> {provider.deliveryTime}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Rating</dt>
          <dd className="inline-flex flex-wrap items-center gap-1 text-ink">
            <Star aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-400" /> {provider.rating.toFixed(1)}
            <span className="text-xs text-muted">({formatCount(provider.reviews)} reviews)</span>
          </dd>
        </div>
      </dl>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Link to={detailPath} aria-label={`View Details of ${provider.name}`} className={buttonClasses('outline', 'sm')}>
          View Details
        </Link>
        <Link to={detailPath} aria-label={`Select Provider ${provider.name}`} className={buttonClasses('primary', 'sm')}>
          Select Provider
        </Link>
      </div>
    </article>
  );
}
