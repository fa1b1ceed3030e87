/**
 * The expert delivers a version of the draft (issue 25): only at the Delivery step (every step
 * before it completed), only the newest version and not one the client asked to change, and
 * delivering completes Delivery in the same transaction, under a lock on the order so it takes
 * turns with the console's steps and the client's cancel. Delivering the version already
 * delivered answers the same again (a retry after a lost answer).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { drafts, orderStatusHistory, orders } from '../db/schema';
import { DELIVERY_STEP, progressOf, roundOf } from '../orders/progress';
import { recordDraftEvent } from './events';
import { draftStore } from './store';

export type DeliverOutcome =
  | { kind: 'delivered' }
  | { kind: 'replayed' }
  | { kind: 'not-found' }
  | { kind: 'no-such-version' }
  | { kind: 'cancelled' }
  /** The steps before Delivery are not all completed. */
  | { kind: 'not-yet'; current: number }
  /** Every step is completed and this version is not the one delivered. */
  | { kind: 'finished' }
  /** A newer version exists, or the client asked to change this one. */
  | { kind: 'superseded' }
  | { kind: 'revision-asked' };

export interface DeliverRequest {
  expertAccountId: string;
  orderNumber: string;
  version: number;
  at: Date;
}

export async function deliverDraft(db: Db, { expertAccountId, orderNumber, version, at }: DeliverRequest): Promise<DeliverOutcome> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, cancelledAt: orders.cancelledAt })
      .from(orders)
      .where(and(eq(orders.orderNumber, orderNumber), eq(orders.expertAccountId, expertAccountId)))
      .for('update');
    if (!order) return { kind: 'not-found' };
    if (order.cancelledAt) return { kind: 'cancelled' };
    const draft = await draftStore.version(tx, order.id, version);
    if (!draft) return { kind: 'no-such-version' };
    const history = await tx.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id)).orderBy(asc(orderStatusHistory.id));
    const { current } = progressOf(history);
    if (current === null) return draft.deliveredAt && !draft.revisionAskedAt ? { kind: 'replayed' } : { kind: 'finished' };
    if (current !== DELIVERY_STEP) return { kind: 'not-yet', current };
    if (draft.revisionAskedAt) return { kind: 'revision-asked' };
    const latest = await draftStore.latest(tx, order.id);
    if (latest && latest.version !== draft.version) return { kind: 'superseded' };
    await tx.update(drafts).set({ deliveredAt: at, deliveredBy: expertAccountId }).where(eq(drafts.id, draft.id));
    // Delivery completed by the delivery itself: there is nothing else to it (hasDeliveredDraft agrees from now on).
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: order.id, step: DELIVERY_STEP, status: 'completed', round: roundOf(history), at, completedBy: expertAccountId });
    await recordDraftEvent(tx, { kind: 'draft-delivered', orderId: order.id, version, expertAccountId });
    return { kind: 'delivered' };
  });
}
