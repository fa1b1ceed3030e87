import { useEffect, useState } from 'react';
import { useLoaderData, useSearchParams } from '@nyaya/shared/router';
import { getResources, resourceCategories } from '@nyaya/shared/data/life';
import { filterResources, type ResourceFilter } from '@nyaya/shared/rules/life';
import { SearchInput } from '@nyaya/shared/ui/SearchInput';
import { LifeScreen } from '../components/LifeScreen';
import { NoMatches } from '../components/NoMatches';
import { ResourceCard } from '../components/ResourceCard';
import { SavedResources } from '../resources/SavedResources';
import { TranslatedChips } from '../components/TranslatedChips';
import { translateText, useT } from '../i18n';

export const loader = () => getResources();

const chips: readonly ResourceFilter[] = ['All', ...resourceCategories];

export function ResourcePage() {
  const t = useT();
  const resources = useLoaderData<typeof loader>();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<ResourceFilter>('All');
  const shown = filterResources(resources, category, query);
  // The home search links here with ?highlight=<id>: that resource is marked and scrolled to.
  const [params] = useSearchParams();
  const highlighted = params.get('highlight');
  useEffect(() => {
    if (highlighted) document.getElementById(`resource-${highlighted}`)?.scrollIntoView({ block: 'center' });
  }, [highlighted]);
  const labelOf = (chip: ResourceFilter) => (chip === 'All' ? t('filters.all') : translateText(chip));
  const clear = () => {
    setQuery('');
    setCategory('All');
  };

  return (
    <LifeScreen title={t('resources.title')} tab="Resource">
      <SearchInput label={t('resources.search.label')} placeholder={t('resources.search.placeholder')} value={query} onValueChange={setQuery} />
      <SavedResources resources={resources} />
      <div className="mt-3">
        <TranslatedChips label={t('resources.categoryLabel')} options={chips} value={category} onChange={setCategory} labelOf={labelOf} />
      </div>
      <p aria-live="polite" className="mt-3 text-sm text-muted">
        {t('resources.count', { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <div className="mt-3">
          <NoMatches list="resources" query={query} filter={category} filterLabel={labelOf(category)} onClear={clear} />
        </div>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {shown.map((resource) => (
            <li key={resource.id} id={`resource-${resource.id}`}>
              <ResourceCard resource={resource} highlighted={resource.id === highlighted} />
            </li>
          ))}
        </ul>
      )}
    </LifeScreen>
  );
}

export const Component = ResourcePage;
