/**
 * An event's next occurrence as an iCalendar file (RFC 5545) for the phone's calendar, written by
 * the `ics` package (it escapes and folds the text); in UTC, which every calendar shows in its zone.
 */
import { createEvent } from 'ics';
import { findCity } from '@nyaya/shared/data/info';
import type { Occurrence } from './store';

export function eventCalendar({ event, occursAt }: Occurrence): string {
  const start = occursAt.getTime();
  const city = findCity(event.city)?.name;
  const { error, value } = createEvent({
    uid: `${event.id}-${start}@nyaya.in`,
    productId: 'nyaya/local-events',
    title: event.title,
    description: `${event.title}, found on Nyaya's Local events. Check with the organisers before you go.`,
    location: city ? `${event.location}, ${city}` : event.location,
    geo: { lat: event.latitude, lon: event.longitude },
    start,
    end: start + event.durationMinutes * 60_000,
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
    alarms: [{ action: 'display', description: `${event.title} in 1 hour`, trigger: { hours: 1, before: true } }],
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be written.');
  return value;
}
