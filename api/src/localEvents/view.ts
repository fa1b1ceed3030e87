import { LocalEventViewSchema, type LocalEventView } from '@nyaya/shared/api';
import { findCity } from '@nyaya/shared/data/info';
import { distanceKm } from '@nyaya/shared/rules/info';
import type { Occurrence } from './store';

/** An occurrence as the screens get it; the distance is from the city's locality (`distanceKm`). */
export function localEventView({ event, occursAt, going, waiting, mine }: Occurrence): LocalEventView {
  const city = findCity(event.city);
  const place = { latitude: event.latitude, longitude: event.longitude };
  return LocalEventViewSchema.parse({
    id: event.id,
    title: event.title,
    category: event.category,
    location: event.location,
    city: event.city,
    ...place,
    startsAt: occursAt.toISOString(),
    durationMinutes: event.durationMinutes,
    distanceKm: city ? Math.round(distanceKm(city, place) * 10) / 10 : 0,
    capacity: event.capacity,
    going,
    waiting,
    rating: Math.round(event.rating * 10) / 10,
    icon: event.icon,
    mine,
  });
}
