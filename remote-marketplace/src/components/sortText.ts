import type { ProviderSort } from '@nyaya/shared/rules/marketplace/browsing';
import { t } from '../i18n';

/** A sort as its messages' `select` key ("top-rated" is not an ICU keyword). */
export type SortKey = 'recommended' | 'cheapest' | 'fastest' | 'topRated';

export const sortKey = (sort: ProviderSort): SortKey => (sort === 'top-rated' ? 'topRated' : sort);

/** A sort's name (Recommended, Cheapest…) in the current language: call it while rendering. */
export function sortLabel(sort: ProviderSort): string {
  return t('sort.label', { sort: sortKey(sort) });
}
