import { useLoaderData, type LoaderFunctionArgs } from '@nyaya/shared/router';
import { getServiceProviders, isProviderServiceId } from '@nyaya/shared/data/marketplace/browsing';
import { isProviderSort, serviceTitleFor, sortProviderCards } from '@nyaya/shared/rules/marketplace/browsing';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { NotFound } from '@nyaya/shared/ui/NotFound';
import { ProviderCard } from '../components/ProviderCard';
import { sortKey, sortLabel } from '../components/sortText';
import { translateText, useT } from '../i18n';
import { defineTexts } from '@nyaya/shared/i18n';
import { marketplaceBrowseTexts } from '@nyaya/shared/data/marketplace/texts';

// Provider cards' texts (subcategories, descriptions, timeframes, badges) are the browsing pages' own:
// the marketplace's first screen does not download them; the host waits for them (federation/areaRoutes).
defineTexts(marketplaceBrowseTexts);

/**
 * The spec leaves View All's route unregistered (a 404); we register it as a real list. Only the
 * four sorts and the services that have a provider list are known: anything else is the 404 page.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const sort = params.sort;
  const serviceId = new URL(request.url).searchParams.get('service');
  if (!isProviderSort(sort) || !isProviderServiceId(serviceId)) return { found: false as const };
  const { providers } = await getServiceProviders(serviceId);
  return { found: true as const, sort, serviceId, title: serviceTitleFor(serviceId), providers: sortProviderCards(providers, sort) };
}

export function CategoryServicesPage() {
  const t = useT();
  const data = useLoaderData<typeof loader>();
  if (!data.found) return <NotFound />;
  const { sort, serviceId, providers } = data;
  const title = translateText(data.title);
  const label = sortLabel(sort);
  const providersPath = `/service-providers/${serviceId}`;

  return (
    <Screen>
      <PageHeader
        title={t('categoryServices.title', { sort: sortKey(sort) })}
        crumbs={[{ label: 'Nyaya' }, { label: t('crumbs.marketplace'), to: '/marketplace' }, { label: title, to: providersPath }, { label }]}
        subtitle={[title, t('categoryServices.order', { sort: sortKey(sort) }), t('categoryServices.count', { count: providers.length })].join(' · ')}
      />
      {/* Keeps headings in order: the cards' names are h3. */}
      <h2 className="sr-only">{t('category.providersHeading')}</h2>
      <ol aria-label={t('categoryServices.listLabel', { sort: sortKey(sort), service: title })} className="flex flex-col gap-3">
        {providers.map((provider) => (
          <li key={provider.id}>
            <ProviderCard provider={provider} serviceId={serviceId} />
          </li>
        ))}
      </ol>
    </Screen>
  );
}

export const Component = CategoryServicesPage;
