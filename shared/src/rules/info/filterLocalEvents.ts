import type { LocalEvent } from '../../types';
import { filterByQuery } from '../textSearch';

export const LOCAL_EVENT_FILTERS = ['All', 'Technology', 'Environment', 'Finance', 'Health'] as const;
export type LocalEventFilter = (typeof LOCAL_EVENT_FILTERS)[number];

/**
 * Spec §9 says local events are those within 5 miles; India measures in kilometres, so the
 * radius is 8 km (5 mi is 8.05 km), the round number a user would expect.
 */
export const LOCAL_RADIUS_KM = 8;

/** Events within the radius, in the chosen category, whose title or location contains the query. */
export function filterLocalEvents<E extends LocalEvent>(events: readonly E[], query: string, filter: LocalEventFilter): E[] {
  const nearby = events.filter((event) => event.distanceKm <= LOCAL_RADIUS_KM);
  const inCategory = filter === 'All' ? nearby : nearby.filter((event) => event.category === filter);
  return filterByQuery(inCategory, query, (event) => [event.title, event.location]);
}
