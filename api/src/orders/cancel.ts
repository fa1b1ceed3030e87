/**
 * Cancelling an order (issue 25): the client's, under a lock on the order, so a cancel and an
 * expert's step take turns and the refund is computed from the step the order is really at. The
 * server computes the refund (`orderCancelRefund` through `cancelQuoteOf`) and refuses (409) one
 * that is not what the client was shown; the payment provider refunds it, keyed by the order, and
 * the order records the provider's refund. A repeated cancel answers the same.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { draftJobs, orderStatusHistory, orders } from '../db/schema';
import { recordDraftEvent } from '../drafts/events';
import { draftStore } from '../drafts/store';
import { ownedBy, type Owner } from '../owner';
import type { PaymentGateway, PaymentRecord } from '../payment/gateway';
import { progressOf } from './progress';
import { cancelQuoteOf, type StoredRefund } from './view';

export type CancelOutcome =
  | { kind: 'not-found' }
  | { kind: 'cancelled' }
  /** Already cancelled: the same answer again. */
  | { kind: 'replayed' }
  /** A draft was delivered (or every step is done): the client has the document. */
  | { kind: 'delivered' }
  /** The refund the client agreed to is not the server's (the order moved on): nothing was done. */
  | { kind: 'refund-changed'; refundPaise: number };

export interface CancelRequest {
  owner: Owner;
  orderNumber: string;
  /** The refund the screen showed, whole paise. */
  refundPaise: number;
  at: Date;
}

export async function cancelOrder(db: Db, gateway: PaymentGateway, { owner, orderNumber, refundPaise, at }: CancelRequest): Promise<CancelOutcome> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.orderNumber, orderNumber), ownedBy(orders, owner)))
      .for('update');
    if (!order) return { kind: 'not-found' };
    if (order.cancelledAt) return { kind: 'replayed' };
    const history = await tx.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id)).orderBy(asc(orderStatusHistory.id));
    const delivered = await draftStore.latestDelivered(tx, order.id);
    const quote = cancelQuoteOf(order, progressOf(history).current, delivered !== undefined);
    if (!quote) return { kind: 'delivered' };
    if (quote.refundPaise !== refundPaise) return { kind: 'refund-changed', refundPaise: quote.refundPaise };
    // Inside the lock: a second cancel waits and then finds the order cancelled, so the provider refunds once.
    const record = await gateway.refund({
      payment: order.payment as PaymentRecord,
      amountPaise: quote.refundPaise,
      idempotencyKey: `cancel-${order.orderNumber}`,
    });
    const refund: StoredRefund = { provider: record.provider, reference: record.reference, amountPaise: record.amountPaise, share: quote.share };
    await tx.update(orders).set({ cancelledAt: at, refundedPaise: record.amountPaise, refund }).where(eq(orders.id, order.id));
    // A cancelled order gets no first draft if it has none yet.
    await tx.delete(draftJobs).where(eq(draftJobs.orderId, order.id));
    await recordDraftEvent(tx, { kind: 'order-cancelled', orderId: order.id, refundPaise: record.amountPaise });
    return { kind: 'cancelled' };
  });
}
