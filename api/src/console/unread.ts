/**
 * How many of the client's messages about each order and consultation the expert has not read
 * (conversations/store.ts counts them in one query for the whole list).
 */
import type { Db } from '../db/database';
import { expertUnreadCounts, expertUnreadOnOrder } from '../conversations/store';

export interface UnreadCounts {
  order(orderId: number): number;
  consultation(bookingId: string): number;
}

export async function unreadCountsFor(db: Db, expertAccountId: string): Promise<UnreadCounts> {
  const counts = await expertUnreadCounts(db, expertAccountId);
  return { order: (id) => counts.orders.get(id) ?? 0, consultation: (id) => counts.bookings.get(id) ?? 0 };
}

export const unreadOnOrder = expertUnreadOnOrder;
