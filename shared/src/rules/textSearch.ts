/**
 * Plain-text, case-insensitive matching for every search box. The query is never turned into a
 * regular expression, so `(`, `[`, `*`, markup or emoji are just characters to look for.
 */
import { textsOf } from '@nyaya/shared/i18n';
import { sanitizeText } from './sanitizeText';

/**
 * The longest query any search box takes (its `maxLength`) and the longest this rule looks for: a
 * pasted 100,000-character string is cut here before any work, so it never holds up a frame.
 */
export const SEARCH_MAX_LENGTH = 200;

/** The query cut to `SEARCH_MAX_LENGTH`, as a search box keeps it. */
export function truncateQuery(query: string): string {
  return query.length > SEARCH_MAX_LENGTH ? query.slice(0, SEARCH_MAX_LENGTH) : query;
}

/**
 * Lower-cased, trimmed, inner whitespace folded, invisible characters (zero-width, bidirectional
 * controls) dropped; absurdly long input is cut first, never a crash.
 */
export function normalizeQuery(query: string): string {
  return sanitizeText(query.slice(0, SEARCH_MAX_LENGTH * 4))
    .normalize('NFC')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .slice(0, SEARCH_MAX_LENGTH);
}

/**
 * True when the query is empty or any field contains it, in English or in any translation of the
 * field that is loaded (a Hindi page finds "किरायानामा" and "rental" alike).
 */
export function matchesQuery(fields: readonly (string | undefined)[], query: string): boolean {
  const needle = normalizeQuery(query);
  if (!needle) return true;
  return fields.some((field) => field !== undefined && textsOf(field).some((text) => text.normalize('NFC').toLowerCase().includes(needle)));
}

/** Keeps the items whose chosen fields contain the query. */
export function filterByQuery<T>(items: readonly T[], query: string, fields: (item: T) => readonly (string | undefined)[]): T[] {
  return items.filter((item) => matchesQuery(fields(item), query));
}
