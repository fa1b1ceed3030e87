import { buildSearchIndex, groupHits, searchIndex, type SearchGroup, type SearchIndex } from '@nyaya/shared/search';
import { loadSearchDocuments } from './searchDocuments';

/**
 * The part of search that is heavy (every area's sample data and the index). HomeSearch imports
 * this module only when the box is focused or a query is present, so home's bytes do not grow.
 */
let index: Promise<SearchIndex> | null = null;

export function loadIndex(): Promise<SearchIndex> {
  index ??= loadSearchDocuments().then(buildSearchIndex);
  return index;
}

export async function runSearch(query: string, perGroup?: number): Promise<SearchGroup[]> {
  return groupHits(searchIndex(await loadIndex(), query), perGroup);
}
