import { defineTexts } from '@nyaya/shared/i18n';
import { buildSearchIndexInSlices, groupHits, searchIndexInSlices, type SearchGroup, type SearchIndex } from '@nyaya/shared/search';
import { loadSearchDocuments, type HostSearchDocument } from './searchDocuments';
import { loadSearchTexts, searchTextAreas } from './searchTexts';

/**
 * The part of search that is heavy (every area's sample data, its translations and the index).
 * HomeSearch imports this module only when the box is focused or a query is present, so home's
 * bytes do not grow.
 */

// Results show their titles in the interface's language: a Hindi page fetches these now (each
// area's own bundle defines the same names, so each file is fetched once).
for (const texts of searchTextAreas) defineTexts(texts);

let index: Promise<SearchIndex<HostSearchDocument>> | null = null;
let loadTexts = loadSearchTexts;

/**
 * Indexes the translations `load` gives instead of the data's files (tests use a small map of
 * their own); returns the function that puts the files back. Either way the index is rebuilt.
 */
export function replaceSearchTexts(load: typeof loadSearchTexts): () => void {
  loadTexts = load;
  index = null;
  return () => {
    loadTexts = loadSearchTexts;
    index = null;
  };
}

export function loadIndex(): Promise<SearchIndex<HostSearchDocument>> {
  if (!index) {
    const building = Promise.all([loadSearchDocuments(), loadTexts()]).then(async ([documents, { translations, complete }]) => {
      // Missing translations: use this index for now, build a complete one on a later search.
      if (!complete && index === building) index = null;
      // In slices: the first search builds it while the person is already typing. No signal is
      // passed, so nothing aborts it; a null would be a broken promise, and fails like a download.
      const built = await buildSearchIndexInSlices(documents, translations);
      if (!built) throw new Error('the search index was not built');
      return built;
    });
    building.catch(() => {
      if (index === building) index = null; // a failed download is retried on the next search
    });
    index = building;
  }
  return index;
}

/**
 * The grouped results for `query`, matched in slices that yield to the page's keys; null once
 * `signal` is aborted (a newer query came).
 */
export async function runSearch(query: string, perGroup?: number, signal?: AbortSignal): Promise<SearchGroup<HostSearchDocument>[] | null> {
  const hits = await searchIndexInSlices(await loadIndex(), query, { signal });
  return hits && groupHits(hits, perGroup);
}
