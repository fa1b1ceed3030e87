/**
 * Where a call or video consultation happens: a Jitsi Meet room whose name nobody can guess. The
 * name is an HMAC of the booking's id under a server secret, so every API instance derives the same
 * room without storing it, and knowing a booking's id (or its reference) is not enough to find it.
 * A chat consultation has no room: it happens in its conversation.
 */
import { createHmac } from 'node:crypto';
import type { BookingRow } from './view';

export const MEETING_HOST = 'https://meet.jit.si';

export type MeetingRooms = (row: Pick<BookingRow, 'id' | 'mode' | 'status'>) => string | null;

/** 128 bits of the HMAC, base64url: long enough that guessing a room is hopeless. */
export function meetingRoomName(secret: string, bookingId: string): string {
  return `Nyaya-${createHmac('sha256', secret).update(`meeting:${bookingId}`).digest('base64url').slice(0, 22)}`;
}

/** The meeting link of a booked call or video consultation; none for a chat or a cancelled one. */
export function meetingRooms(secret: string): MeetingRooms {
  return (row) => (row.mode === 'chat' || row.status !== 'booked' ? null : `${MEETING_HOST}/${meetingRoomName(secret, row.id)}`);
}
