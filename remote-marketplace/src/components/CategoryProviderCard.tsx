import { BadgeList } from './BadgeList';
import { Link } from '@nyaya/shared/router';
import { Clock, Star } from 'lucide-react';
import type { CategoryProvider } from '@nyaya/shared/types';
import { formatCount, formatINR } from '@nyaya/shared/format';
import { discountRuns } from '@nyaya/shared/rules/marketplace/purchase/limitedOffer';
import { buttonClasses } from '@nyaya/shared/ui/Button';
import { translateText, useT } from '../i18n';
import { FeeIncludes } from './FeeIncludes';

/** A provider on a category page (spec §3 "Provider"); both buttons open its service detail. */
export function CategoryProviderCard({ provider }: { provider: CategoryProvider }) {
  const t = useT();
  const detailPath = `/service-details/${encodeURIComponent(provider.id)}`;
  // The limited offer's original goes when the offer ends, with its banner.
  const originalPrice = discountRuns(provider.discountEndsOn) ? provider.originalPrice : undefined;
  return (
    <article aria-label={provider.name} className="rounded-2xl border border-line bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-100 font-bold text-brand-800">
          {provider.logo}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words text-ink">{provider.name}</h3>
          <p className="text-sm text-brand-700">{translateText(provider.serviceName)}</p>
        </div>
      </div>
      <p className="mt-2 text-sm text-muted">{translateText(provider.description)}</p>
      <BadgeList badges={provider.badges} />
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-muted">{t('providerCard.price')}</dt>
          <dd className="font-semibold text-ink">
            {translateText(provider.priceRange)}
            {originalPrice !== undefined && (
              <del className="block text-xs font-normal text-muted">
                <span className="sr-only">{t('price.original')} </span>
                {formatINR(originalPrice)}
              </del>
            )}
            <FeeIncludes serviceId={provider.serviceId} offerId={provider.id} className="text-xs font-normal text-muted" />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{t('providerCard.delivery')}</dt>
          <dd className="inline-flex items-center gap-1 text-ink">
            <Clock aria-hidden="true" className="size-3.5 shrink-0" /> {translateText(provider.deliveryTime)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{t('providerCard.rating')}</dt>
          <dd className="inline-flex flex-wrap items-center gap-1 text-ink">
            <Star aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-400" /> {provider.rating.toFixed(1)}
            <span className="text-xs text-muted">{t('reviews', { reviews: formatCount(provider.reviews) })}</span>
          </dd>
        </div>
      </dl>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Link
          to={detailPath}
          aria-label={t('providerCard.viewDetailsLabel', { provider: provider.name })}
          className={buttonClasses('outline', 'sm', 'py-1 text-center')}
        >
          {t('providerCard.viewDetails')}
        </Link>
        <Link
          to={detailPath}
          aria-label={t('providerCard.selectLabel', { provider: provider.name })}
          className={buttonClasses('primary', 'sm', 'py-1 text-center')}
        >
          {t('providerCard.select')}
        </Link>
      </div>
    </article>
  );
}
