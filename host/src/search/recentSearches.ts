import { createPersistentStore } from '@nyaya/shared/stores/persistentStore';
import { isStringArray } from '@nyaya/shared/stores/validators';


export const MAX_RECENT_SEARCHES = 5;

/** The last five searches, newest first, offered when the empty box is focused. */
export const recentSearchesStore = createPersistentStore<string[]>('host:recent-searches', [], isStringArray);

export function rememberSearch(query: string) {
  const trimmed = query.trim().slice(0, 200);
  if (!trimmed) return;
  recentSearchesStore.set((previous) =>
    [trimmed, ...previous.filter((item) => same(item) !== same(trimmed))].slice(0, MAX_RECENT_SEARCHES),
  );
}

// Home cannot afford the rules chunk; a case- and space-insensitive comparison is all this needs.
function same(query: string) {
  return query.trim().replace(/\s+/g, ' ').toLowerCase();
}
