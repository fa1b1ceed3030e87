import type { Resource, ResourceCategory } from '../../types';
import { filterByQuery } from '../textSearch';

export type ResourceFilter = 'All' | ResourceCategory;

/** The resources of a category chip whose title or category contains the search (plain text). */
export function filterResources(resources: readonly Resource[], category: ResourceFilter, query: string): Resource[] {
  return filterByQuery(resources, query, (resource) => [resource.title, resource.category]).filter(
    (resource) => category === 'All' || resource.category === category,
  );
}
