import { commonLabels } from '@nyaya/shared/i18n/common';
import type { CategoryProvider, ProviderCard } from '../../../types';
import { deliveryHours } from './deliveryHours';
import { priceRangeStart } from './priceRangeStart';

/**
 * The four orders of the providers screens (spec §2, §9), in the order their rows and tabs appear;
 * each `label` is in the page's language when it is read ("Cheapest" / "सबसे सस्ते").
 */
const sortLabels = commonLabels({
  recommended: 'marketplace.sort.recommended',
  cheapest: 'marketplace.sort.cheapest',
  fastest: 'marketplace.sort.fastest',
  'top-rated': 'marketplace.sort.topRated',
});

export const providerSorts = (['recommended', 'cheapest', 'fastest', 'top-rated'] as const).map((id) => ({
  id,
  get label() {
    return sortLabels[id];
  },
}));

export type ProviderSort = (typeof providerSorts)[number]['id'];

/** The View All route's sort segment comes from the URL: only the four known ids are accepted. */
export function isProviderSort(value: unknown): value is ProviderSort {
  return typeof value === 'string' && providerSorts.some((sort) => sort.id === value);
}

export function providerSortLabel(sort: ProviderSort): string {
  return sortLabels[sort];
}

/** A copy sorted ascending by `key`; Array.prototype.sort is stable, so ties keep the data's order. */
function sortedBy<T>(items: readonly T[], key: (item: T) => number): T[] {
  return [...items].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    // Infinity - Infinity is NaN: equal keys must compare as 0 to stay stable.
    return ka === kb ? 0 : ka < kb ? -1 : 1;
  });
}

interface Sortable {
  deliveryTime: string;
  rating: number;
}

function sortWith<T extends Sortable>(items: readonly T[], sort: ProviderSort, price: (item: T) => number): T[] {
  switch (sort) {
    case 'cheapest':
      return sortedBy(items, price);
    case 'fastest':
      return sortedBy(items, (item) => deliveryHours(item.deliveryTime));
    case 'top-rated':
      // An unreadable rating sorts last rather than breaking the comparison.
      return sortedBy(items, (item) => (Number.isFinite(item.rating) ? -item.rating : Number.POSITIVE_INFINITY));
    default:
      // Recommended is the order the data comes in.
      return [...items];
  }
}

/** Provider cards of a featured service: Cheapest by their numeric price. Never mutates `cards`. */
export function sortProviderCards(cards: readonly ProviderCard[], sort: ProviderSort): ProviderCard[] {
  return sortWith(cards, sort, (card) => (Number.isFinite(card.price) ? card.price : Number.POSITIVE_INFINITY));
}

/** Providers of a category: Cheapest by the first number of their price range. Never mutates `providers`. */
export function sortCategoryProviders(providers: readonly CategoryProvider[], sort: ProviderSort): CategoryProvider[] {
  return sortWith(providers, sort, (provider) => priceRangeStart(provider.priceRange));
}
