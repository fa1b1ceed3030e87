import { useState } from 'react';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from '@nyaya/shared/router';
import { Sparkles } from 'lucide-react';
import { getServiceProviders } from '@nyaya/shared/data/marketplace/browsing';
import { offersOfService } from '@nyaya/shared/data/marketplace/offers';
import { providerSorts, searchProviderCards, serviceTitleFor, sortProviderCards } from '@nyaya/shared/rules/marketplace/browsing';
import { Button } from '@nyaya/shared/ui/Button';
import { EmptyState } from '@nyaya/shared/ui/EmptyState';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { SearchInput } from '@nyaya/shared/ui/SearchInput';
import { AutoAssignDialog } from '../components/AutoAssignDialog';
import { ProviderRow } from '../components/ProviderRow';
import { translateText, useT } from '../i18n';
import { defineTexts } from '@nyaya/shared/i18n';
import { marketplaceBrowseTexts } from '@nyaya/shared/data/marketplace/texts';

// Provider cards' texts (subcategories, descriptions, timeframes, badges) are the browsing pages' own:
// the marketplace's first screen does not download them; the host waits for them (federation/areaRoutes).
defineTexts(marketplaceBrowseTexts);

export async function loader({ params }: LoaderFunctionArgs) {
  const { serviceId, providers } = await getServiceProviders(params.serviceId);
  return { serviceId, title: serviceTitleFor(params.serviceId), providers, offers: offersOfService(serviceId) };
}

/** Providers for a featured service (spec §2): search, four sorted rows, favourites, Auto Assign. */
export function ServiceProvidersPage() {
  const t = useT();
  const data = useLoaderData<typeof loader>();
  const { serviceId, providers, offers } = data;
  const title = translateText(data.title);
  const [query, setQuery] = useState('');
  const [autoAssignOpen, setAutoAssignOpen] = useState(false);
  const navigate = useNavigate();
  const matching = searchProviderCards(providers, query);

  return (
    <Screen>
      <PageHeader
        title={title}
        // Spec §2's exception to §1: this screen's back always returns to the marketplace.
        onBack={() => navigate('/marketplace')}
        crumbs={[{ label: 'Nyaya' }, { label: t('crumbs.marketplace'), to: '/marketplace' }, { label: title }]}
        subtitle={t('providers.count', { count: providers.length })}
      />
      <SearchInput label={t('providers.search.label')} placeholder={t('category.search.placeholder')} value={query} onValueChange={setQuery} />

      <section aria-label={t('providers.autoAssign.button')} className="mt-4 flex items-center gap-3 rounded-2xl bg-brand-50 p-4">
        <Sparkles aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
        <p className="min-w-0 flex-1 text-sm text-ink">{t('providers.autoAssign.text')}</p>
        <Button size="sm" className="shrink-0" onClick={() => setAutoAssignOpen(true)}>
          {t('providers.autoAssign.button')}
        </Button>
      </section>

      {matching.length === 0 ? (
        <div className="mt-6">
          <EmptyState title={t('category.empty.query', { query: query.trim() })} actionLabel={t('providers.empty.action')} onAction={() => setQuery('')}>
            {t('providers.empty.hint')}
          </EmptyState>
        </div>
      ) : (
        providerSorts.map((sort) => <ProviderRow key={sort.id} sort={sort.id} serviceId={serviceId} providers={sortProviderCards(matching, sort.id)} />)
      )}

      <AutoAssignDialog open={autoAssignOpen} onOpenChange={setAutoAssignOpen} serviceName={title} offers={offers} />
    </Screen>
  );
}

export const Component = ServiceProvidersPage;
