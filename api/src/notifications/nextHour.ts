/**
 * The scheduled job of "consultation in the next hour" (issue 25): every minute, each booked
 * consultation starting within the hour gets one notification for the client and one for the
 * expert. Once each: the dedupe key (booking, account) is unique, so two instances running the
 * job at once, or a minute that runs twice, still make one; bookings already reminded are not
 * even read again. A consultation booked less than an hour ahead is reminded at the next minute.
 */
import { and, eq, gt, isNotNull, lte, not, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BookingMode } from '@nyaya/shared/api';
import { findExpertById } from '@nyaya/shared/data/experts';
import type { Db } from '../db/database';
import { bookings, notifications } from '../db/schema';
import { clip, recordEvent } from './events';

const HOUR_MS = 3_600_000;
/** Bookings one run reminds at most; the next minute takes the rest. */
const BATCH = 200;

const dedupeKey = (bookingId: string, accountId: string) => `consultation-soon:${bookingId}:${accountId}`;
const reminded = (account: AnyPgColumn) =>
  sql`EXISTS (SELECT 1 FROM ${notifications} WHERE ${notifications.dedupeKey} = 'consultation-soon:' || ${bookings.id} || ':' || ${account})`;

/** Records the reminders due at `at`; returns how many notifications were made. */
export async function remindConsultations(db: Db, at: number): Promise<number> {
  const due = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      slotStart: bookings.slotStart,
      mode: bookings.mode,
      expertId: bookings.expertId,
      clientAccountId: bookings.accountId,
      expertAccountId: bookings.expertAccountId,
      contact: bookings.contact,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'booked'),
        gt(bookings.slotStart, new Date(at)),
        lte(bookings.slotStart, new Date(at + HOUR_MS)),
        or(
          and(isNotNull(bookings.accountId), not(reminded(bookings.accountId))),
          and(isNotNull(bookings.expertAccountId), not(reminded(bookings.expertAccountId))),
        ),
      ),
    )
    .limit(BATCH);
  let made = 0;
  for (const booking of due) {
    const base = { kind: 'consultation-soon' as const, subject: { type: 'booking' as const, reference: booking.reference } };
    const data = { slotStart: booking.slotStart.toISOString(), mode: booking.mode as BookingMode };
    const clientName = clip(String((booking.contact as { name?: unknown }).name ?? ''), 120);
    const expertName = findExpertById(booking.expertId)?.name ?? '';
    // Both parties in one transaction: a failure leaves neither, and the next minute tries again.
    made += await db.transaction(async (tx) => {
      const client = booking.clientAccountId
        ? await recordEvent(tx, {
            ...base,
            recipientAccountId: booking.clientAccountId,
            data: { ...data, with: expertName },
            dedupeKey: dedupeKey(booking.id, booking.clientAccountId),
          })
        : null;
      const expert = booking.expertAccountId
        ? await recordEvent(tx, {
            ...base,
            recipientAccountId: booking.expertAccountId,
            data: { ...data, with: clientName },
            dedupeKey: dedupeKey(booking.id, booking.expertAccountId),
          })
        : null;
      return (client ? 1 : 0) + (expert ? 1 : 0);
    });
  }
  return made;
}
