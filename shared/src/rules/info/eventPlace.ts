/** The Earth's mean radius (IUGG), in km. */
const EARTH_RADIUS_KM = 6371.0088;

export interface Point {
  latitude: number;
  longitude: number;
}

/**
 * The distance between two places in km along the Earth's surface (haversine): what "2.4 km away"
 * means for an event, as the crow flies, since the app knows no roads.
 */
export function distanceKm(from: Point, to: Point): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The next start of an event at or after `now` (ms): its only one, or for a repeating event the
 * first `startsAt + n × repeatDays` not yet begun. Null when a one-off event has started.
 */
export function nextOccurrence(startsAt: number, repeatDays: number | null, now: number): number | null {
  if (startsAt >= now) return startsAt;
  if (!repeatDays || repeatDays <= 0) return null;
  const period = repeatDays * 86_400_000;
  return startsAt + Math.ceil((now - startsAt) / period) * period;
}
