/**
 * An account's local-event RSVPs in its data export, and given back when the account is erased:
 * a place held by an erased account goes to the first person waiting, as a cancel would, instead
 * of vanishing with the row (the foreign key's cascade alone would not promote anyone).
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { eventRsvps, localEvents } from '../db/schema';
import { releasePlace } from './store';

export async function localEventsExport(db: Db, accountId: string) {
  const rows = await db
    .select({ eventId: localEvents.id, title: localEvents.title, occursAt: eventRsvps.occursAt, status: eventRsvps.status, createdAt: eventRsvps.createdAt })
    .from(eventRsvps)
    .innerJoin(localEvents, eq(localEvents.id, eventRsvps.eventId))
    .where(eq(eventRsvps.accountId, accountId))
    .orderBy(asc(eventRsvps.occursAt));
  return rows.map((row) => ({ ...row, occursAt: row.occursAt.toISOString(), createdAt: row.createdAt.toISOString() }));
}

/** Inside the erasing transaction: each RSVP still ahead is given back, event by event under its lock. */
export async function releaseLocalEvents(tx: Db, accountId: string, now: number): Promise<void> {
  const ahead = await tx
    .select({ eventId: eventRsvps.eventId, occursAt: eventRsvps.occursAt })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.accountId, accountId), gt(eventRsvps.occursAt, new Date(now))))
    .orderBy(asc(eventRsvps.eventId));
  for (const { eventId, occursAt } of ahead) {
    const [event] = await tx.select().from(localEvents).where(eq(localEvents.id, eventId)).for('update');
    if (event) await releasePlace(tx, event, occursAt, accountId);
  }
}
