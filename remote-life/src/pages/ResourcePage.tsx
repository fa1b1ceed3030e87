import { useEffect, useState } from 'react';
import { useLoaderData, useSearchParams } from '@nyaya/shared/router';
import { getResources, resourceCategories } from '@nyaya/shared/data/life';
import { filterResources, type ResourceFilter } from '@nyaya/shared/rules/life';
import { FilterChips } from '@nyaya/shared/ui/FilterChips';
import { SearchInput } from '@nyaya/shared/ui/SearchInput';
import { LifeScreen } from '../components/LifeScreen';
import { NoMatches } from '../components/NoMatches';
import { ResourceCard } from '../components/ResourceCard';

export const loader = () => getResources();

const chips: readonly ResourceFilter[] = ['All', ...resourceCategories];

export function ResourcePage() {
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
  const clear = () => {
    setQuery('');
    setCategory('All');
  };

  return (
    <LifeScreen title="Resource Library" tab="Resource">
      <SearchInput label="Search resources" placeholder="Search by title or category" value={query} onValueChange={setQuery} />
      <div className="mt-3">
        <FilterChips label="Resource category" options={chips} value={category} onChange={setCategory} />
      </div>
      <p aria-live="polite" className="mt-3 text-sm text-muted">
        {shown.length === 1 ? '1 resource' : `${shown.length} resources`}
      </p>
      {shown.length === 0 ? (
        <div className="mt-3">
          <NoMatches what="resources" query={query} filter={category} onClear={clear} />
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
