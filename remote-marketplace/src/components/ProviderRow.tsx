import { useId } from 'react';
import { Link } from '@nyaya/shared/router';
import { ChevronRight } from 'lucide-react';
import type { ProviderCard as Provider } from '@nyaya/shared/types';
import type { ProviderSort } from '@nyaya/shared/rules/marketplace/browsing';
import { ProviderCard } from './ProviderCard';
import { sortKey, sortLabel } from './sortText';
import { useT } from '../i18n';

/** One horizontal row of the providers screen (Recommended, Cheapest…) with its View All link. */
export function ProviderRow({ sort, serviceId, providers }: { sort: ProviderSort; serviceId: string; providers: Provider[] }) {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {sortLabel(sort)}
        </h2>
        <Link
          to={`/category-services/${sort}?service=${encodeURIComponent(serviceId)}`}
          aria-label={t('providerRow.viewAllLabel', { sort: sortKey(sort) })}
          className="inline-flex min-h-11 shrink-0 items-center gap-0.5 rounded-lg px-2 text-sm font-medium text-brand-700 hover:underline"
        >
          {t('providerRow.viewAll')} <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {/* Scrolls sideways; each card holds focusable controls, so keyboard focus scrolls it too. The
          scroll padding keeps a snapped card at the page's inset, not flush against the screen edge. */}
      <ul className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2">
        {providers.map((provider) => (
          <li key={provider.id} className="w-64 shrink-0 snap-start">
            <ProviderCard provider={provider} serviceId={serviceId} />
          </li>
        ))}
      </ul>
    </section>
  );
}
