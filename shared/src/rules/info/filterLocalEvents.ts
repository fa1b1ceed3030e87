import type { LocalEvent } from '../../types';
import { filterByQuery } from '../textSearch';

export const LOCAL_EVENT_FILTERS = ['All', 'Technology', 'Environment', 'Finance', 'Health'] as const;
export type LocalEventFilter = (typeof LOCAL_EVENT_FILTERS)[number];

/** Spec §9: local events are those within 5 miles of the user's area. */
export const LOCAL_RADIUS_MILES = 5;

/** Events within the radius, in the chosen category, whose title or location contains the query. */
export function filterLocalEvents(events: readonly LocalEvent[], query: string, filter: LocalEventFilter): LocalEvent[] {
  const nearby = events.filter((event) => event.distance <= LOCAL_RADIUS_MILES);
  const inCategory = filter === 'All' ? nearby : nearby.filter((event) => event.category === filter);
  return filterByQuery(inCategory, query, (event) => [event.title, event.location]);
}
