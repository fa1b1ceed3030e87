/**
 * Local events and RSVPs (issue 26). Counts are read from the RSVP rows of the occurrence, never
 * stored. An RSVP and a cancel each lock the event's row first, so two people taking the last
 * place at once get one place and one waitlist spot, and a cancel promotes the first person
 * waiting in the same transaction, with their notification (recordEvent).
 */
import { and, asc, count, eq, lt } from 'drizzle-orm';
import type { Rsvp } from '@nyaya/shared/api';
import { nextOccurrence } from '@nyaya/shared/rules/info';
import type { Db } from '../db/database';
import { eventRsvps, localEvents } from '../db/schema';
import { recordEvent } from '../notifications/events';

export type EventRow = typeof localEvents.$inferSelect;

export interface Occurrence {
  event: EventRow;
  occursAt: Date;
  going: number;
  waiting: number;
  mine: Rsvp | null;
}

export type RsvpOutcome = { kind: 'none' } | { kind: 'over' } | { kind: 'ok' };

const occurrenceIs = (eventId: string, occursAt: Date) => and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.occursAt, occursAt));

/**
 * Takes the account's RSVP to one occurrence away inside `tx`, whose caller holds the event's row
 * lock; a place it frees goes to the first person waiting, who is told (`event-place`). Used by a
 * cancel and by erasing an account, so a place is never lost with its holder.
 */
export async function releasePlace(tx: Db, event: EventRow, occursAt: Date, accountId: string): Promise<void> {
  const eventId = event.id;
  const [removed] = await tx
    .delete(eventRsvps)
    .where(and(occurrenceIs(eventId, occursAt), eq(eventRsvps.accountId, accountId)))
    .returning();
  if (removed?.status !== 'going') return;
  const [first] = await tx
    .select()
    .from(eventRsvps)
    .where(and(occurrenceIs(eventId, occursAt), eq(eventRsvps.status, 'waiting')))
    .orderBy(asc(eventRsvps.id))
    .limit(1);
  if (!first) return;
  await tx.update(eventRsvps).set({ status: 'going' }).where(eq(eventRsvps.id, first.id));
  await recordEvent(tx, {
    kind: 'event-place',
    recipientAccountId: first.accountId,
    subject: { type: 'local-event', reference: eventId },
    data: { title: event.title, startsAt: occursAt.toISOString() },
    dedupeKey: `event-place:${first.id}`,
  });
}

export function createLocalEventStore(db: Db, now: () => number) {
  /** The next occurrence of an event, or null once a one-off event has begun. */
  const occurrenceOf = (event: EventRow) => {
    const at = nextOccurrence(event.startsAt.getTime(), event.repeatDays, now());
    return at === null ? null : new Date(at);
  };

  async function counts(tx: Db, eventId: string, occursAt: Date) {
    const rows = await tx.select({ status: eventRsvps.status, n: count() }).from(eventRsvps).where(occurrenceIs(eventId, occursAt)).groupBy(eventRsvps.status);
    return { going: rows.find((row) => row.status === 'going')?.n ?? 0, waiting: rows.find((row) => row.status === 'waiting')?.n ?? 0 };
  }

  async function mineOf(tx: Db, eventId: string, occursAt: Date, accountId: string | null): Promise<Rsvp | null> {
    if (!accountId) return null;
    const [row] = await tx
      .select()
      .from(eventRsvps)
      .where(and(occurrenceIs(eventId, occursAt), eq(eventRsvps.accountId, accountId)));
    if (!row) return null;
    if (row.status === 'going') return { status: 'going', position: null };
    const [ahead] = await tx
      .select({ n: count() })
      .from(eventRsvps)
      .where(and(occurrenceIs(eventId, occursAt), eq(eventRsvps.status, 'waiting'), lt(eventRsvps.id, row.id)));
    return { status: 'waiting', position: (ahead?.n ?? 0) + 1 };
  }

  async function occurrence(tx: Db, event: EventRow, accountId: string | null): Promise<Occurrence | null> {
    const occursAt = occurrenceOf(event);
    if (!occursAt) return null;
    return { event, occursAt, ...(await counts(tx, event.id, occursAt)), mine: await mineOf(tx, event.id, occursAt, accountId) };
  }

  /** Locks the event's row for the rest of the transaction; with its next occurrence, or null. */
  async function locked(tx: Db, eventId: string) {
    const [event] = await tx.select().from(localEvents).where(eq(localEvents.id, eventId)).for('update');
    return event ? { event, occursAt: occurrenceOf(event) } : null;
  }

  return {
    async ofCity(city: string, accountId: string | null): Promise<Occurrence[]> {
      const events = await db.select().from(localEvents).where(eq(localEvents.city, city));
      const shown: Occurrence[] = [];
      for (const event of events) {
        const next = await occurrence(db, event, accountId);
        if (next) shown.push(next);
      }
      return shown.sort((a, b) => a.occursAt.getTime() - b.occursAt.getTime() || a.event.id.localeCompare(b.event.id));
    },

    /** The account's RSVPs to occurrences not yet over, soonest first (a place or a waitlist spot each). */
    async mine(accountId: string): Promise<Occurrence[]> {
      const rows = await db
        .select({ event: localEvents, occursAt: eventRsvps.occursAt })
        .from(eventRsvps)
        .innerJoin(localEvents, eq(localEvents.id, eventRsvps.eventId))
        .where(eq(eventRsvps.accountId, accountId))
        .orderBy(asc(eventRsvps.occursAt));
      const ahead = rows.filter(({ event, occursAt }) => occursAt.getTime() + event.durationMinutes * 60_000 > now());
      return Promise.all(
        ahead.map(async ({ event, occursAt }) => ({
          event,
          occursAt,
          ...(await counts(db, event.id, occursAt)),
          mine: await mineOf(db, event.id, occursAt, accountId),
        })),
      );
    },

    async one(eventId: string, accountId: string | null): Promise<Occurrence | null> {
      const [event] = await db.select().from(localEvents).where(eq(localEvents.id, eventId));
      return event ? occurrence(db, event, accountId) : null;
    },

    /** RSVPs to the next occurrence: a place while there is one, else the waitlist. A second RSVP changes nothing. */
    async rsvp(eventId: string, accountId: string): Promise<RsvpOutcome> {
      return db.transaction(async (tx) => {
        const found = await locked(tx, eventId);
        if (!found) return { kind: 'none' };
        if (!found.occursAt) return { kind: 'over' };
        const { going } = await counts(tx, eventId, found.occursAt);
        await tx
          .insert(eventRsvps)
          .values({ eventId, occursAt: found.occursAt, accountId, status: going < found.event.capacity ? 'going' : 'waiting' })
          .onConflictDoNothing();
        return { kind: 'ok' };
      });
    },

    /** Cancels the account's RSVP; a place it frees goes to the first person waiting, who is told. */
    async cancel(eventId: string, accountId: string): Promise<RsvpOutcome> {
      return db.transaction(async (tx) => {
        const found = await locked(tx, eventId);
        if (!found) return { kind: 'none' };
        if (!found.occursAt) return { kind: 'over' };
        await releasePlace(tx, found.event, found.occursAt, accountId);
        return { kind: 'ok' };
      });
    },
  };
}
