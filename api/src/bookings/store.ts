/**
 * Bookings in the database. A slot is booked at most once: a unique index on (expert, slot) among
 * booked rows refuses the second insert, which the route answers with 409. Each booking gets a
 * reference ("BKG…") drawn from the platform's cryptographic random source; one already taken is
 * drawn again.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, gte, lt } from 'drizzle-orm';
import { consultationRefund, generateBookingReference } from '@nyaya/shared/rules/consultation';
import { expertAccountOf } from '../accounts/experts';
import { UNIQUE_VIOLATION, databaseError, type Db } from '../db/database';
import { bookings } from '../db/schema';
import { ownedBy, type Owner } from '../owner';
import type { PaymentRecord } from '../payment/gateway';
import type { CheckedBooking } from './booking';
import type { BookingRow } from './view';
import { recordBookingEvent } from './events';

const LIST_LIMIT = 200;
/** Draws of a reference before giving up: 36⁹ of them, so a second draw is already rare. */
const REFERENCE_ATTEMPTS = 5;

const newReference = () => generateBookingReference(() => (randomInt(36) + 0.5) / 36);

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
    /** The booking an earlier request with this key made, if any (so a retry is never charged again). */
    byKey,

    async bookedStarts(expertId: string, from: Date, to: Date): Promise<Set<number>> {
      const rows = await db
        .select({ slotStart: bookings.slotStart })
        .from(bookings)
        .where(and(eq(bookings.expertId, expertId), eq(bookings.status, 'booked'), gte(bookings.slotStart, from), lt(bookings.slotStart, to)));
      return new Set(rows.map((row) => row.slotStart.getTime()));
    },

    /** Books once per (session, key), race-safe; the stored row of an earlier attempt is returned as it is. */
    async place(booking: CheckedBooking, owner: Owner, idempotencyKey: string, payment: PaymentRecord): Promise<PlaceResult> {
      for (let attempt = 1; ; attempt += 1) {
        try {
          const row = await db.transaction(async (tx) => {
            const [inserted] = await tx
              .insert(bookings)
              .values({
                id: randomUUID(),
                reference: newReference(),
                sessionId: owner.sessionId,
                accountId: owner.accountId,
                idempotencyKey,
                requestHash: booking.requestHash,
                expertId: booking.expert.id,
                // The booked expert's account: the consultation appears in their console.
                expertAccountId: expertAccountOf(booking.expert.id),
                slotStart: booking.slotStart,
                mode: booking.mode,
                feePaise: booking.feePaise,
                totalPaise: booking.totalPaise,
                payment,
                contact: booking.contact,
              })
              .onConflictDoNothing({ target: [bookings.sessionId, bookings.idempotencyKey] })
              .returning();
            // Both parties hear of it in the booking's own transaction.
            if (inserted) await recordBookingEvent(tx, 'consultation-booked', inserted);
            return inserted;
          });
          if (row) return { kind: 'created', row };
          break;
        } catch (error) {
          const { code, constraint } = databaseError(error);
          if (code === UNIQUE_VIOLATION && constraint === 'bookings_reference_key' && attempt < REFERENCE_ATTEMPTS) continue;
          if (code !== UNIQUE_VIOLATION || constraint !== 'bookings_expert_slot_booked_key') throw error;
          // A retry of this very booking racing its first attempt hits the slot first: it is still this booking.
          const mine = await byKey(owner.sessionId, idempotencyKey);
          return mine ? { kind: 'existing', row: mine } : { kind: 'slot-taken' };
        }
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

    /**
     * Cancels a booked consultation (it has not started) and records what the refund rule gives
     * back of what was paid, now. Only a booked row changes: of two cancels at once, the second
     * reads back the first's refund rather than computing its own.
     */
    async cancel(row: BookingRow): Promise<BookingRow> {
      const at = now();
      const refund = row.payment ? consultationRefund(row.totalPaise, row.slotStart.getTime(), at).amountPaise : null;
      const cancelled = await db.transaction(async (tx) => {
        const [changed] = await tx
          .update(bookings)
          .set({ status: 'cancelled', cancelledAt: new Date(at), refundedPaise: refund })
          .where(and(eq(bookings.id, row.id), eq(bookings.status, 'booked')))
          .returning();
        // Only the cancel that changed the row tells the parties: a second one at once records nothing.
        if (changed) await recordBookingEvent(tx, 'consultation-cancelled', changed);
        return changed;
      });
      if (cancelled) return cancelled;
      const [current] = await db.select().from(bookings).where(eq(bookings.id, row.id));
      return current ?? row;
    },
  };
}
