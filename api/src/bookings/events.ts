/**
 * A consultation's notifications (issue 25): booked and cancelled, to the client and to the
 * expert, each naming the other party, written in the transaction of the booking's change.
 */
import type { BookingMode } from '@nyaya/shared/api';
import { findExpertById } from '@nyaya/shared/data/experts';
import type { Db } from '../db/database';
import { clip, recordEvent } from '../notifications/events';
import type { BookingRow } from './view';

export async function recordBookingEvent(tx: Db, kind: 'consultation-booked' | 'consultation-cancelled', row: BookingRow): Promise<void> {
  const subject = { type: 'booking' as const, reference: row.reference };
  const base = { slotStart: row.slotStart.toISOString(), mode: row.mode as BookingMode };
  const expertName = clip(findExpertById(row.expertId)?.name ?? '', 120);
  const clientName = clip(String((row.contact as { name?: unknown }).name ?? ''), 120);
  const extra = kind === 'consultation-cancelled' ? { refundPaise: row.refundedPaise ?? null } : {};
  await recordEvent(tx, { kind, recipientAccountId: row.accountId, subject, data: { ...base, ...extra, with: expertName } });
  await recordEvent(tx, { kind, recipientAccountId: row.expertAccountId, subject, data: { ...base, ...extra, with: clientName } });
}
