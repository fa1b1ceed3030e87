/**
 * Who may see an order's documents: its two parties, the client who owns the order (owner.ts:
 * the session's account, else the guest session that placed it) and the expert assigned to it.
 * Anyone else is told the order does not exist (404), as for the order itself.
 */
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orders } from '../db/schema';
import { ownedBy, type Owner } from '../owner';

export type Party = 'client' | 'expert';

export interface PartyOrder {
  order: { id: number; orderNumber: string; serviceId: string };
  party: Party;
}

export async function orderForParty(db: Db, owner: Owner, orderNumber: string): Promise<PartyOrder | undefined> {
  // The assigned expert's account (orders.expert_account_id, issue 25's console) is the other party.
  const party = owner.accountId ? or(ownedBy(orders, owner), eq(orders.expertAccountId, owner.accountId)) : ownedBy(orders, owner);
  const [order] = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, serviceId: orders.serviceId, accountId: orders.accountId })
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), party))
    .limit(1);
  if (!order) return undefined;
  const { accountId, ...found } = order;
  // The owner's check again (ownedBy): an account matched here as the owner is the client, else it is the expert.
  const isClient = owner.accountId ? accountId === owner.accountId : true;
  return { order: found, party: isClient ? 'client' : 'expert' };
}
