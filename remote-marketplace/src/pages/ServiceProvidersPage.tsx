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

export async function loader({ params }: LoaderFunctionArgs) {
  const { serviceId, providers } = await getServiceProviders(params.serviceId);
  return { serviceId, title: serviceTitleFor(params.serviceId), providers, offers: offersOfService(serviceId) };
}

/** Providers for a featured service (spec §2): search, four sorted rows, favourites, Auto Assign. */
export function ServiceProvidersPage() {
  const { serviceId, title, providers, offers } = useLoaderData<typeof loader>();
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
        crumbs={[{ label: 'Nyaya' }, { label: 'Marketplace', to: '/marketplace' }, { label: title }]}
        subtitle={`${providers.length} verified providers`}
      />
      <SearchInput label="Search providers by name or specialization" placeholder="Search providers..." value={query} onValueChange={setQuery} />

      <section aria-label="Auto Assign" className="mt-4 flex items-center gap-3 rounded-2xl bg-brand-50 p-4">
        <Sparkles aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
        <p className="min-w-0 flex-1 text-sm text-ink">Not sure whom to pick? Let us assign the right expert for your budget.</p>
        <Button size="sm" onClick={() => setAutoAssignOpen(true)}>
          Auto Assign
        </Button>
      </section>

      {matching.length === 0 ? (
        <div className="mt-6">
          <EmptyState title={`No providers match “${query.trim()}”`} actionLabel="Show all providers" onAction={() => setQuery('')}>
            Search by company name or specialization.
          </EmptyState>
        </div>
      ) : (
        providerSorts.map((sort) => (
          <ProviderRow key={sort.id} title={sort.label} sort={sort.id} serviceId={serviceId} providers={sortProviderCards(matching, sort.id)} />
        ))
      )}

      <AutoAssignDialog open={autoAssignOpen} onOpenChange={setAutoAssignOpen} serviceName={title} offers={offers} />
    </Screen>
  );
}

export const Component = ServiceProvidersPage;
