import { BadgeList } from './BadgeList';
import { Link } from '@nyaya/shared/router';
import { Clock, Star } from 'lucide-react';
import type { ProviderCard as Provider } from '@nyaya/shared/types';
import { consultationBookingOf, consultationBookingPath } from '@nyaya/shared/data/marketplace/offers';
import { formatCount } from '@nyaya/shared/format';
import { buttonClasses } from '@nyaya/shared/ui/Button';
import { FavouriteButton } from './FavouriteButton';
import { FeeIncludes } from './FeeIncludes';
import { OfferPrice } from './OfferPrice';
import { translateText, useT } from '../i18n';

/**
 * A provider of a featured service (spec §3 "Provider card"): the rows and the View All list. Get
 * Started opens the provider's intake form (spec §2), or for a chat or call consultation the booking
 * with the provider's expert; View details opens the offer it shows.
 * `relative`: the price's screen-reader text is absolutely positioned, and without a positioned card
 * it would escape the row's horizontal scroller and widen the whole page.
 */
export function ProviderCard({ provider, serviceId }: { provider: Provider; serviceId: string }) {
  const t = useT();
  const booking = consultationBookingOf(provider.offerId, serviceId);
  return (
    <article aria-label={provider.companyName} className="relative flex h-full flex-col rounded-2xl border border-line bg-white p-4 shadow-sm">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words text-ink">{provider.companyName}</h3>
          <p className="text-sm text-muted">{translateText(provider.specialization)}</p>
        </div>
        <FavouriteButton providerId={provider.id} providerName={provider.companyName} />
      </div>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink">
        <span className="inline-flex items-center gap-1">
          <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
          <span>
            {provider.rating.toFixed(1)} <span className="text-muted">{t('reviews', { reviews: formatCount(provider.reviews) })}</span>
          </span>
        </span>
        <span className="inline-flex items-center gap-1 text-muted">
          <Clock aria-hidden="true" className="size-4" /> {translateText(provider.deliveryTime)}
        </span>
      </p>
      <BadgeList badges={provider.badges} />
      <Link
        to={`/service-details/${encodeURIComponent(provider.offerId)}`}
        aria-label={t('providerCard.viewDetailsOfLabel', { provider: provider.companyName })}
        className="mt-1 inline-flex min-h-11 items-center self-start rounded-lg text-sm font-medium text-brand-700 hover:underline"
      >
        {t('providerCard.viewDetailsOf')}
      </Link>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
        <div>
          <OfferPrice offer={provider} size="md" />
          <FeeIncludes serviceId={serviceId} offerId={provider.offerId} />
        </div>
        <Link
          to={booking ? consultationBookingPath(booking) : `/service/${encodeURIComponent(serviceId)}/${encodeURIComponent(provider.id)}`}
          aria-label={
            booking ? t('providerCard.bookLabel', { provider: provider.companyName }) : t('providerCard.getStartedLabel', { provider: provider.companyName })
          }
          className={buttonClasses('primary', 'sm')}
        >
          {t('home.featured.getStarted')}
        </Link>
      </div>
    </article>
  );
}
