import type { CategoryProvider, ProviderCard } from '../../../types';
import { filterByQuery } from '../../textSearch';

/** Spec §5: provider search filters by company name or specialization, case-insensitive, plain text. */
export function searchProviderCards(cards: readonly ProviderCard[], query: string): ProviderCard[] {
  return filterByQuery(cards, query, (card) => [card.companyName, card.specialization]);
}

/**
 * The category page's search: the same rule over that screen's fields — the provider's name
 * (its company) and the service it offers (its specialization).
 */
export function searchCategoryProviders(providers: readonly CategoryProvider[], query: string): CategoryProvider[] {
  return filterByQuery(providers, query, (provider) => [provider.name, provider.serviceName]);
}
