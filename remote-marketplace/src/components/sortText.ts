import { providerSortLabel, type ProviderSort } from '@nyaya/shared/rules/marketplace/browsing';

/** A sort as its messages' `select` key ("top-rated" is not an ICU keyword). */
export type SortKey = 'recommended' | 'cheapest' | 'fastest' | 'topRated';

export const sortKey = (sort: ProviderSort): SortKey => (sort === 'top-rated' ? 'topRated' : sort);

/** A sort's name (Recommended, Cheapest…) in the current language (the shared rule's): call it while rendering. */
export const sortLabel = (sort: ProviderSort): string => providerSortLabel(sort);
