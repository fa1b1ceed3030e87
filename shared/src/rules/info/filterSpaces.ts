import type { Space } from '../../types';
import { filterByQuery } from '../textSearch';

export const SPACE_FILTERS = ['All', 'Joined', 'Popular', 'Recent'] as const;
export type SpaceFilter = (typeof SPACE_FILTERS)[number];

const time = (iso: string) => {
  const value = new Date(iso).getTime();
  return Number.isNaN(value) ? 0 : value;
};

/**
 * The spaces a chip and a search leave: search matches name and description as plain text;
 * Joined keeps the user's spaces, Popular orders by member count, Recent by last activity.
 */
export function filterSpaces<T extends Space>(
  spaces: readonly T[],
  { query, filter, joinedIds }: { query: string; filter: SpaceFilter; joinedIds: readonly string[] },
): T[] {
  const matching = filterByQuery(spaces, query, (space) => [space.name, space.description]);
  switch (filter) {
    case 'Joined':
      return matching.filter((space) => joinedIds.includes(space.id));
    case 'Popular':
      return [...matching].sort((a, b) => b.members - a.members);
    case 'Recent':
      return [...matching].sort((a, b) => time(b.activity) - time(a.activity));
    default:
      return matching;
  }
}
