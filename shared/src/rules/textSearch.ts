/**
 * Plain-text, case-insensitive matching for every search box. The query is never turned into a
 * regular expression, so `(`, `[`, `*`, markup or emoji are just characters to look for.
 */
const MAX_QUERY_LENGTH = 200;

/** Lower-cased, trimmed, inner whitespace folded; absurdly long input is cut, never a crash. */
export function normalizeQuery(query: string): string {
  return query.slice(0, MAX_QUERY_LENGTH * 4).trim().replace(/\s+/g, ' ').toLowerCase().slice(0, MAX_QUERY_LENGTH);
}

/** True when the query is empty or any field contains it. */
export function matchesQuery(fields: readonly (string | undefined)[], query: string): boolean {
  const needle = normalizeQuery(query);
  if (!needle) return true;
  return fields.some((field) => field !== undefined && field.toLowerCase().includes(needle));
}

/** Keeps the items whose chosen fields contain the query. */
export function filterByQuery<T>(items: readonly T[], query: string, fields: (item: T) => readonly (string | undefined)[]): T[] {
  return items.filter((item) => matchesQuery(fields(item), query));
}
