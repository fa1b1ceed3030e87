/** A booking as the API answers it (money in rupees, the slot in India's time). */
import type { BookingView } from '@nyaya/shared/api';
import { findExpertById } from '@nyaya/shared/data/experts';
import { expertSlug } from '@nyaya/shared/rules/experts';
import type { bookings } from '../db/schema';
import type { MeetingRooms } from './meeting';
import { slotText } from './slots';

export type BookingRow = typeof bookings.$inferSelect;

export function bookingView(row: BookingRow, rooms: MeetingRooms): BookingView {
  const expert = findExpertById(row.expertId);
  return {
    id: row.id,
    reference: row.reference,
    expertSlug: expert ? expertSlug(expert.name) : row.expertId,
    expertName: expert?.name ?? row.expertId,
    mode: row.mode,
    slotStart: slotText(row.slotStart),
    fee: row.feePaise / 100,
    gst: (row.totalPaise - row.feePaise) / 100,
    total: row.totalPaise / 100,
    refunded: row.refundedPaise === null ? null : row.refundedPaise / 100,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt ? row.cancelledAt.toISOString() : null,
    meetingUrl: rooms(row),
  };
}

/** Upcoming booked consultations first (soonest first), then past or cancelled ones (latest first). */
export function upcomingFirst(rows: BookingRow[], now: number): BookingRow[] {
  const upcoming = (row: BookingRow) => row.status === 'booked' && row.slotStart.getTime() > now;
  return [...rows].sort((a, b) => {
    const [ua, ub] = [upcoming(a), upcoming(b)];
    if (ua !== ub) return ua ? -1 : 1;
    const order = a.slotStart.getTime() - b.slotStart.getTime();
    return ua ? order : -order;
  });
}
