import { createListStore, plainSchema } from '@nyaya/shared/stores/persistentStore';
import { isId } from '@nyaya/shared/stores/validators';
import { t } from '../i18n';

export const MAX_RECENT_SEARCHES = 5;

/** The last five searches, newest first, offered when the empty box is focused. */
export const recentSearchesStore = createListStore('host:recent-searches', plainSchema(isId), { label: () => t('search.recent.storeLabel') });

export function rememberSearch(query: string) {
  const trimmed = query.trim().slice(0, 200); // SEARCH_MAX_LENGTH
  if (!trimmed) return;
  recentSearchesStore.set((previous) => [trimmed, ...previous.filter((item) => same(item) !== same(trimmed))].slice(0, MAX_RECENT_SEARCHES));
}

// Home cannot afford the rules chunk; a case- and space-insensitive comparison is all this needs.
function same(query: string) {
  return query.trim().replace(/\s+/g, ' ').toLowerCase();
}
