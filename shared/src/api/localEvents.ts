/**
 * Local events (issue 26): anyone reads a city's upcoming events with real attendee counts; a
 * signed-in account RSVPs to the next occurrence, up to its capacity, then onto its waitlist. When
 * someone going cancels, the first person waiting is promoted and notified. `mine` is the asking
 * account's own place: fetched in the browser, never part of a shared cache.
 */
import { z } from 'zod';

export const LOCAL_EVENT_CATEGORIES = ['Technology', 'Environment', 'Finance', 'Health'] as const;
export const LOCAL_EVENT_ICONS = ['laptop', 'waves', 'receipt', 'stethoscope', 'shield-check', 'sprout'] as const;

export const RsvpSchema = z.object({
  status: z.enum(['going', 'waiting']),
  /** On the waitlist: 1 for the next to be promoted. */
  position: z.number().int().positive().nullable(),
});
export type Rsvp = z.infer<typeof RsvpSchema>;

export const LocalEventViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(LOCAL_EVENT_CATEGORIES),
  location: z.string(),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** The next occurrence (ISO 8601), the one RSVPs are for. */
  startsAt: z.string(),
  durationMinutes: z.number().int().positive(),
  /** From the city's locality, computed by `distanceKm`. */
  distanceKm: z.number().nonnegative(),
  capacity: z.number().int().positive(),
  going: z.number().int().nonnegative(),
  waiting: z.number().int().nonnegative(),
  rating: z.number(),
  icon: z.enum(LOCAL_EVENT_ICONS),
  mine: RsvpSchema.nullable(),
});
export type LocalEventView = z.infer<typeof LocalEventViewSchema>;

export const LocalEventListSchema = z.object({ city: z.string(), events: z.array(LocalEventViewSchema) });
export type LocalEventList = z.infer<typeof LocalEventListSchema>;

/** `GET local-events/mine`: the signed-in account's places and waitlist spots still ahead, soonest first. */
export const MyLocalEventsSchema = z.object({ events: z.array(LocalEventViewSchema) });
export type MyLocalEvents = z.infer<typeof MyLocalEventsSchema>;

export const localEventPaths = {
  list: (city: string) => `/api/v1/local-events?city=${encodeURIComponent(city)}`,
  mine: '/api/v1/local-events/mine',
  rsvp: (id: string) => `/api/v1/local-events/${encodeURIComponent(id)}/rsvp`,
  calendar: (id: string) => `/api/v1/local-events/${encodeURIComponent(id)}/calendar.ics`,
} as const;

export const localEventRoutes = {
  list: '/api/v1/local-events',
  mine: '/api/v1/local-events/mine',
  rsvp: '/api/v1/local-events/:eventId/rsvp',
  calendar: '/api/v1/local-events/:eventId/calendar.ics',
} as const;
