import { Clock, Star } from 'lucide-react';
import { formatCount, formatINR } from '@nyaya/shared/format';
import type { IntakeProvider } from '@nyaya/shared/rules/marketplace/purchase';
import { Avatar } from '@nyaya/shared/ui/Avatar';
import { Badge } from '@nyaya/shared/ui/Badge';
import { Card } from '@nyaya/shared/ui/Card';
import { translateText, useT } from '../i18n';
import { FeeIncludes } from './FeeIncludes';
import { providerName } from './providerName';

/**
 * Who will do the work: price (and what the checkout adds to it, by the one price rule), delivery,
 * rating, badges and features of the chosen provider.
 */
export function IntakeProviderSummary({ provider, serviceId }: { provider: IntakeProvider; serviceId: string }) {
  const t = useT();
  const name = providerName(provider.name);
  return (
    <section aria-labelledby="provider-heading">
      <Card>
        <div className="flex items-start gap-3">
          <Avatar name={name} />
          <div className="min-w-0 flex-1">
            <h2 id="provider-heading" className="font-semibold break-words text-ink">
              {name}
            </h2>
            <p className="flex flex-wrap items-center gap-x-3 text-sm text-muted">
              <span className="inline-flex items-center gap-1 text-ink">
                <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
                {provider.rating} <span className="text-muted">{t('reviews', { reviews: formatCount(provider.reviews) })}</span>
              </span>
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden="true" className="size-4" /> {translateText(provider.deliveryTime)}
              </span>
            </p>
          </div>
          <div className="shrink-0 text-right">
            <p className="text-lg font-bold text-brand-700">{formatINR(provider.price)}</p>
            <FeeIncludes serviceId={serviceId} offerId={provider.offerId} />
          </div>
        </div>
        <div className="mt-3 flex flex-wrap gap-1.5">
          {provider.badges.map((badge) => (
            <Badge key={badge} tone="green">
              {translateText(badge)}
            </Badge>
          ))}
        </div>
        <ul className="mt-2 list-inside list-disc text-sm text-muted">
          {provider.features.map((feature) => (
            <li key={feature}>{translateText(feature)}</li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
