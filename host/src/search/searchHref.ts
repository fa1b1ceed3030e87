import type { SearchKind } from '@nyaya/shared/search';

/** The full results page for a query (optionally one kind of result). */
export const searchHref = (query: string, kind?: SearchKind) => `/search?q=${encodeURIComponent(query.trim())}${kind ? `&kind=${kind}` : ''}`;
