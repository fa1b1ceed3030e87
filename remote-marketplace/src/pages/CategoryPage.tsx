import { useState } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from '@nyaya/shared/router';
import { MessageCircleQuestion, Sparkles } from 'lucide-react';
import { getCategoryConfig } from '@nyaya/shared/data/marketplace/browsing';
import { offerListings } from '@nyaya/shared/data/marketplace/offers';
import type { CategoryConfig } from '@nyaya/shared/types';
import { providerSorts, searchCategoryProviders, sortCategoryProviders, type ProviderSort } from '@nyaya/shared/rules/marketplace/browsing';
import { Button, buttonClasses } from '@nyaya/shared/ui/Button';
import { EmptyState } from '@nyaya/shared/ui/EmptyState';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { SearchInput } from '@nyaya/shared/ui/SearchInput';
import { Select } from '@nyaya/shared/ui/Select';
import { Tabs } from '@nyaya/shared/ui/Tabs';
import { AutoAssignDialog } from '../components/AutoAssignDialog';
import { CategoryProviderCard } from '../components/CategoryProviderCard';
import { CategoryStats } from '../components/CategoryStats';
import { sortLabel } from '../components/sortText';
import { translateText, useT } from '../i18n';
import { defineTexts } from '@nyaya/shared/i18n';
import { marketplaceBrowseTexts } from '@nyaya/shared/data/marketplace/texts';

// Provider cards' texts (subcategories, descriptions, timeframes, badges) are the browsing pages' own:
// the marketplace's first screen does not download them; the host waits for them (federation/areaRoutes).
defineTexts(marketplaceBrowseTexts);

export async function loader({ params }: LoaderFunctionArgs) {
  return { categoryId: params.categoryId ?? '', config: await getCategoryConfig(params.categoryId) };
}

const ALL = 'all';

/** A marketplace category (spec §2 "Category page"), reached by /providers/{id} and /category/{id}. */
export function CategoryPage() {
  const { categoryId, config } = useLoaderData<typeof loader>();
  if (!config) return <CategoryNotFound />;
  // Keyed by id: moving to another category starts with its own search, subcategory and tab.
  return <CategoryView key={categoryId} config={config} />;
}

/** Spec §8 "Unknown category id". */
function CategoryNotFound() {
  const t = useT();
  return (
    <Screen>
      <PageHeader title={t('category.notFound.title')} crumbs={[{ label: 'Nyaya' }, { label: t('crumbs.marketplace'), to: '/marketplace' }]} />
      <p className="text-sm text-muted">{t('category.notFound.body')}</p>
      <Link to="/marketplace" className={buttonClasses('primary', 'md', 'mt-4')}>
        {t('category.notFound.back')}
      </Link>
    </Screen>
  );
}

function CategoryView({ config }: { config: CategoryConfig }) {
  const t = useT();
  const [query, setQuery] = useState('');
  const [subcategoryId, setSubcategoryId] = useState(ALL);
  const [sort, setSort] = useState<ProviderSort>('recommended');
  const [autoAssignOpen, setAutoAssignOpen] = useState(false);

  const subcategory = config.subcategories.find((item) => item.id === subcategoryId);
  const inSubcategory = subcategory ? config.providers.filter((provider) => provider.subcategory === subcategory.id) : config.providers;
  const matching = searchCategoryProviders(inSubcategory, query);
  const clearFilters = () => {
    setQuery('');
    setSubcategoryId(ALL);
  };

  const list = (sortId: ProviderSort) =>
    matching.length === 0 ? (
      <EmptyState
        title={query.trim() ? t('category.empty.query', { query: query.trim() }) : t('category.empty.subcategory')}
        actionLabel={t('category.empty.action')}
        onAction={clearFilters}
      >
        {t('category.empty.hint')}
      </EmptyState>
    ) : (
      <ul className="flex flex-col gap-3">
        {sortCategoryProviders(matching, sortId).map((provider) => (
          <li key={provider.id}>
            <CategoryProviderCard provider={provider} />
          </li>
        ))}
      </ul>
    );

  return (
    <Screen withTabs>
      <PageHeader
        title={translateText(config.title)}
        subtitle={translateText(config.description)}
        crumbs={[{ label: 'Nyaya' }, { label: t('crumbs.marketplace'), to: '/marketplace' }, { label: translateText(config.title) }]}
      />
      <CategoryStats />
      <div className="mt-4 flex flex-col gap-3">
        <SearchInput label={t('category.search.label')} placeholder={t('category.search.placeholder')} value={query} onValueChange={setQuery} />
        <Select
          label={t('category.subcategory.label')}
          value={subcategoryId}
          onValueChange={setSubcategoryId}
          options={[
            { value: ALL, label: t('category.subcategory.all') },
            ...config.subcategories.map((item) => ({ value: item.id, label: translateText(item.name) })),
          ]}
        />
        {subcategory && (
          <Button className="py-2 text-center" onClick={() => setAutoAssignOpen(true)}>
            <Sparkles aria-hidden="true" className="size-4 shrink-0" /> {t('category.autoAssign', { subcategory: translateText(subcategory.name) })}
          </Button>
        )}
      </div>
      {/* Keeps headings in order: the cards' names are h3. */}
      <h2 className="sr-only">{t('category.providersHeading')}</h2>
      <Tabs
        label={t('category.sortLabel')}
        // Four tabs fit a 360 px screen only with tighter labels; wider screens get the kit's size.
        // Hindi's longer names may wrap onto a second line rather than push the tabs off screen.
        className="mt-4 [&_[role=tab]]:px-2 [&_[role=tab]]:text-xs min-[400px]:[&_[role=tab]]:text-sm [&:lang(hi)_[role=tab]]:leading-tight [&:lang(hi)_[role=tab]]:whitespace-normal"
        value={sort}
        onValueChange={setSort}
        items={providerSorts.map((item) => ({ value: item.id, label: sortLabel(item.id), content: list(item.id) }))}
      />
      {subcategory && (
        <AutoAssignDialog
          open={autoAssignOpen}
          onOpenChange={setAutoAssignOpen}
          serviceName={translateText(subcategory.name)}
          offers={offerListings.filter((offer) => inSubcategory.some((provider) => provider.id === offer.id))}
        />
      )}
      {/* Fixed above the page's end so help is always one tap away (spec §2). */}
      <div className="fixed inset-x-0 bottom-0 z-10 border-t border-line bg-white/95 p-3 backdrop-blur">
        <div className="mx-auto max-w-md">
          <Link to="/experts" className={buttonClasses('primary', 'lg', 'w-full')}>
            <MessageCircleQuestion aria-hidden="true" className="size-5 shrink-0" /> {t('category.help')}
          </Link>
        </div>
      </div>
    </Screen>
  );
}

export const Component = CategoryPage;
