/**
 * Bookings in the database. A slot is booked at most once: a unique index on (expert, slot) among
 * booked rows refuses the second insert, which the route answers with 409.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gte, lt } from 'drizzle-orm';
import { UNIQUE_VIOLATION, databaseError, type Db } from '../db/database';
import { bookings } from '../db/schema';
import { ownedBy, type Owner } from '../owner';
import type { PaymentRecord } from '../payment/gateway';
import type { CheckedBooking } from './booking';
import type { BookingRow } from './view';

const LIST_LIMIT = 200;

export type PlaceResult = { kind: 'created' | 'existing'; row: BookingRow } | { kind: 'slot-taken' };

export function createBookingStore(db: Db, now: () => number) {
  const byKey = async (sessionId: string, idempotencyKey: string) =>
    (
      await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.sessionId, sessionId), eq(bookings.idempotencyKey, idempotencyKey)))
    )[0];
  return {
    async bookedStarts(expertId: string, from: Date, to: Date): Promise<Set<number>> {
      const rows = await db
        .select({ slotStart: bookings.slotStart })
        .from(bookings)
        .where(and(eq(bookings.expertId, expertId), eq(bookings.status, 'booked'), gte(bookings.slotStart, from), lt(bookings.slotStart, to)));
      return new Set(rows.map((row) => row.slotStart.getTime()));
    },

    /** Books once per (session, key), race-safe; the stored row of an earlier attempt is returned as it is. */
    async place(booking: CheckedBooking, owner: Owner, idempotencyKey: string, payment: PaymentRecord): Promise<PlaceResult> {
      try {
        const [row] = await db
          .insert(bookings)
          .values({
            id: randomUUID(),
            sessionId: owner.sessionId,
            accountId: owner.accountId,
            idempotencyKey,
            requestHash: booking.requestHash,
            expertId: booking.expert.id,
            slotStart: booking.slotStart,
            mode: booking.mode,
            feePaise: booking.feePaise,
            payment,
            contact: booking.contact,
          })
          .onConflictDoNothing({ target: [bookings.sessionId, bookings.idempotencyKey] })
          .returning();
        if (row) return { kind: 'created', row };
      } catch (error) {
        const { code, constraint } = databaseError(error);
        if (code !== UNIQUE_VIOLATION || constraint !== 'bookings_expert_slot_booked_key') throw error;
        // A retry of this very booking racing its first attempt hits the slot first: it is still this booking.
        const mine = await byKey(owner.sessionId, idempotencyKey);
        return mine ? { kind: 'existing', row: mine } : { kind: 'slot-taken' };
      }
      const existing = await byKey(owner.sessionId, idempotencyKey);
      if (!existing) throw new Error('A booking conflicted on its idempotency key but could not be read back.');
      return { kind: 'existing', row: existing };
    },

    async ofOwner(owner: Owner): Promise<BookingRow[]> {
      return db.select().from(bookings).where(ownedBy(bookings, owner)).limit(LIST_LIMIT);
    },

    async byId(owner: Owner, id: string): Promise<BookingRow | undefined> {
      return (
        await db
          .select()
          .from(bookings)
          .where(and(eq(bookings.id, id), ownedBy(bookings, owner)))
      )[0];
    },

    /** Cancels a booked consultation and refunds its fee in full (it has not started). */
    async cancel(row: BookingRow): Promise<BookingRow> {
      const [cancelled] = await db
        .update(bookings)
        .set({ status: 'cancelled', cancelledAt: new Date(now()), refundedPaise: row.payment ? row.feePaise : null })
        .where(and(eq(bookings.id, row.id), eq(bookings.status, 'booked')))
        .returning();
      return cancelled ?? { ...row, status: 'cancelled' };
    },
  };
}
