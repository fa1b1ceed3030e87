/**
 * Who may see an order's documents: its two parties, the client who owns the order (owner.ts:
 * the session's account, else the guest session that placed it) and the expert assigned to it.
 * Anyone else is told the order does not exist (404), as for the order itself.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orders } from '../db/schema';
import { ownedBy, type Owner } from '../owner';

export type Party = 'client' | 'expert';

export interface PartyOrder {
  order: { id: number; orderNumber: string; serviceId: string };
  party: Party;
}

export async function orderForParty(db: Db, owner: Owner, orderNumber: string): Promise<PartyOrder | undefined> {
  const [order] = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, serviceId: orders.serviceId })
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), ownedBy(orders, owner)))
    .limit(1);
  // The assigned expert's account (issue 25's console) is the other party; it joins here once orders name it.
  return order && { order, party: 'client' };
}
