import { useState } from 'react';
import { Link, useLoaderData } from '@nyaya/shared/router';
import { ArrowRight, Clock, Sparkles, Star } from 'lucide-react';
import { getFeaturedServices, getMarketplaceCategories, LIMITED_OFFER } from '@nyaya/shared/data/marketplace/catalog';
import { areaTaglines } from '@nyaya/shared/data/areas';
import { offerDaysLeft } from '@nyaya/shared/rules/marketplace/purchase/limitedOffer';
import { filterByQuery } from '@nyaya/shared/rules/textSearch';
import { Badge } from '@nyaya/shared/ui/Badge';
import { buttonClasses } from '@nyaya/shared/ui/Button';
import { EmptyState } from '@nyaya/shared/ui/EmptyState';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { SearchInput } from '@nyaya/shared/ui/SearchInput';
import { ExpertsMarketplaceTabs } from '@nyaya/shared/ui/ExpertsMarketplaceTabs';
import { textsOf } from '@nyaya/shared/i18n';
import { translateText, useT } from '../i18n';

export async function loader() {
  const [featured, categories] = await Promise.all([getFeaturedServices(), getMarketplaceCategories()]);
  return { featured, categories };
}

/** "Ends today", "Ends tomorrow", "Ends in 5 days" (hi: "आज ख़त्म", …). */
function offerEnds(t: ReturnType<typeof useT>, daysLeft: number): string {
  return t('home.offer.ends', { when: daysLeft === 0 ? 'today' : daysLeft === 1 ? 'tomorrow' : 'later', days: daysLeft });
}

export function MarketplacePage() {
  const t = useT();
  const { featured, categories } = useLoaderData<typeof loader>();
  const [query, setQuery] = useState('');
  // Either language finds a service, whichever the page is in (the Hindi once it has loaded).
  const shownFeatured = filterByQuery(featured, query, (service) => [service.title, service.description].flatMap(textsOf));
  const shownCategories = filterByQuery(categories, query, (category) => [category.title, category.description, ...category.services].flatMap(textsOf));
  const nothing = shownFeatured.length === 0 && shownCategories.length === 0;
  // Counted from today in India at each render; after its last day the offer is not shown.
  const daysLeft = offerDaysLeft(LIMITED_OFFER.endsOn);

  return (
    <>
      <Screen withTabs>
        <PageHeader title={translateText(areaTaglines.experts)} crumbs={[{ label: 'Nyaya' }, { label: t('crumbs.marketplace') }]} />
        <SearchInput label={t('home.search.label')} placeholder={t('home.search.placeholder')} value={query} onValueChange={setQuery} />

        {/* The discount is in every incorporation price (struck-through original), so the banner
            leads to them. */}
        {daysLeft !== null && (
          <aside aria-label={t('home.offer.label')} className="mt-4 rounded-2xl bg-gradient-to-r from-amber-500 to-orange-600 p-4 text-white">
            <p className="flex items-center gap-1 text-xs font-semibold tracking-wide uppercase">
              <Sparkles aria-hidden="true" className="size-4" /> {t('home.offer.label')}
            </p>
            <p className="mt-1 text-lg font-bold">
              {t('home.offer.title', { percent: LIMITED_OFFER.percentOff, service: translateText(LIMITED_OFFER.serviceTitle) })}
            </p>
            <p className="text-sm text-amber-50">
              {t('home.offer.companies', { count: LIMITED_OFFER.companiesRegistered })} · {offerEnds(t, daysLeft)}
            </p>
            <Link
              to={`/service-providers/${LIMITED_OFFER.serviceId}`}
              className="mt-2 inline-flex min-h-11 items-center gap-1 rounded-lg text-sm font-semibold text-white underline underline-offset-2"
            >
              {t('home.offer.link')} <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </aside>
        )}

        {nothing ? (
          <div className="mt-6">
            <EmptyState title={t('home.empty.title', { query: query.trim() })} actionLabel={t('home.empty.action')} onAction={() => setQuery('')}>
              {t('home.empty.hint')}
            </EmptyState>
          </div>
        ) : null}

        {shownFeatured.length > 0 && (
          <section aria-labelledby="featured-heading" className="mt-6">
            <h2 id="featured-heading" className="mb-3 text-lg font-semibold text-ink">
              {t('home.featured.heading')}
            </h2>
            <ul className="flex flex-col gap-3">
              {shownFeatured.map((service) => (
                <li key={service.id} className="rounded-2xl border border-line bg-white p-4 shadow-sm">
                  <Link to={`/service-providers/${service.id}`} className="block rounded-lg">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold text-ink">{translateText(service.title)}</span>
                      {service.popular && (
                        <Badge tone="orange">
                          <Star aria-hidden="true" className="mr-0.5 size-3" /> {t('home.featured.popular')}
                        </Badge>
                      )}
                    </span>
                    <span className="mt-1 block text-sm text-muted">{translateText(service.description)}</span>
                  </Link>
                  <div className="mt-3 flex items-center justify-between gap-2">
                    <span className="text-sm">
                      <span className="font-semibold text-brand-700">{translateText(service.priceText)}</span>
                      <span className="ml-2 inline-flex items-center gap-1 text-muted">
                        <Clock aria-hidden="true" className="size-3.5" /> {translateText(service.timeframe)}
                      </span>
                    </span>
                    <Link
                      to={`/service-providers/${service.id}`}
                      aria-label={t('home.featured.getStartedLabel', { service: translateText(service.title) })}
                      className={buttonClasses('primary', 'sm', 'shrink-0')}
                    >
                      {t('home.featured.getStarted')} <ArrowRight aria-hidden="true" className="size-4" />
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        )}

        {shownCategories.length > 0 && (
          <section aria-labelledby="categories-heading" className="mt-6">
            <h2 id="categories-heading" className="mb-3 text-lg font-semibold text-ink">
              {t('home.categories.heading')}
            </h2>
            <ul className="grid grid-cols-2 gap-3">
              {shownCategories.map((category) => (
                <li key={category.id}>
                  <Link
                    to={`/providers/${category.id}`}
                    className={`flex h-full flex-col gap-1 rounded-2xl bg-gradient-to-br ${category.gradient} p-4 text-white shadow-sm`}
                  >
                    <span className="font-semibold">{translateText(category.title)}</span>
                    <span className="text-xs text-white/90">{category.services[0] && translateText(category.services[0])}</span>
                    {category.services.length > 1 && (
                      <span className="text-xs font-medium text-white/90">{t('home.categories.more', { count: category.services.length - 1 })}</span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </Screen>
      <ExpertsMarketplaceTabs />
    </>
  );
}

export const Component = MarketplacePage;
