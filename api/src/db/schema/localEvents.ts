/**
 * Local events and their RSVPs (issue 26). An event happens at `starts_at`, or every `repeat_days`
 * days from it (the sample meetups are weekly): an RSVP names the occurrence it is for, so each
 * week has its own places, waitlist and attendee count.
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, doublePrecision, index, integer, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { accounts } from './accounts';

export const localEvents = pgTable(
  'local_events',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    /** The place as people name it ("Versova Beach"). */
    location: text('location').notNull(),
    /** One of INDIAN_CITIES' ids. */
    city: text('city').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    startsAt: at('starts_at').notNull(),
    /** Null: once. Otherwise the occurrences are `starts_at + n × repeat_days`. */
    repeatDays: integer('repeat_days'),
    durationMinutes: integer('duration_minutes').notNull(),
    /** Places per occurrence; beyond them people wait in RSVP order. */
    capacity: integer('capacity').notNull(),
    rating: real('rating').notNull(),
    icon: text('icon').notNull(),
  },
  (table) => [
    index('local_events_city_idx').on(table.city),
    check('local_events_capacity_positive', sql`capacity > 0`),
    check('local_events_repeat_positive', sql`repeat_days IS NULL OR repeat_days > 0`),
  ],
);

export const eventRsvps = pgTable(
  'event_rsvps',
  {
    /** Orders the waitlist: the earlier RSVP is promoted first. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => localEvents.id, { onDelete: 'cascade' }),
    /** Which occurrence. */
    occursAt: at('occurs_at').notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['going', 'waiting'] }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('event_rsvps_once').on(table.eventId, table.occursAt, table.accountId),
    index('event_rsvps_occurrence_idx').on(table.eventId, table.occursAt, table.status, table.id),
    check('event_rsvps_status', sql`status IN ('going', 'waiting')`),
  ],
);
