/**
 * The client asks for a revision of the delivered draft (issue 25): within the offer's revision
 * window from that delivery (`revisionWindowOpen`), of the version they were shown (a newer
 * delivery meanwhile is 409), once per version. It reopens Document Drafting: a `reopened` row in
 * the status history (orders/progress.ts) in the same transaction, so the timeline and the console
 * show the revision and the expert sees the comment on the version. The same comment again
 * answers the same (a retry after a lost answer).
 */
import { and, asc, eq } from 'drizzle-orm';
import { revisionWindowClosesAt, revisionWindowOpen } from '@nyaya/shared/rules/marketplace/purchase';
import type { Db } from '../db/database';
import { drafts, orderStatusHistory, orders } from '../db/schema';
import { DRAFTING_STEP, roundOf } from '../orders/progress';
import { revisionDaysOfOrder } from '../orders/view';
import { ownedBy, type Owner } from '../owner';
import { recordDraftEvent } from './events';
import { draftStore } from './store';

export type RevisionOutcome =
  | { kind: 'asked' }
  | { kind: 'replayed' }
  | { kind: 'not-found' }
  | { kind: 'cancelled' }
  | { kind: 'not-delivered' }
  /** The version named is not the one delivered last. */
  | { kind: 'stale'; delivered: number }
  /** A revision of this version was already asked, with another comment. */
  | { kind: 'already-asked' }
  | { kind: 'window-closed'; closedAt: Date; revisionDays: number };

export interface RevisionAsk {
  owner: Owner;
  orderNumber: string;
  version: number;
  comment: string;
  at: Date;
}

export async function askRevision(db: Db, { owner, orderNumber, version, comment, at }: RevisionAsk): Promise<RevisionOutcome> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, offerId: orders.offerId, cancelledAt: orders.cancelledAt })
      .from(orders)
      .where(and(eq(orders.orderNumber, orderNumber), ownedBy(orders, owner)))
      .for('update');
    if (!order) return { kind: 'not-found' };
    if (order.cancelledAt) return { kind: 'cancelled' };
    const delivered = await draftStore.latestDelivered(tx, order.id);
    if (!delivered?.deliveredAt) return { kind: 'not-delivered' };
    if (delivered.version !== version) return { kind: 'stale', delivered: delivered.version };
    if (delivered.revisionAskedAt) return delivered.revisionComment === comment ? { kind: 'replayed' } : { kind: 'already-asked' };
    const revisionDays = revisionDaysOfOrder(order);
    if (!revisionWindowOpen(delivered.deliveredAt.getTime(), revisionDays, at.getTime())) {
      return { kind: 'window-closed', closedAt: new Date(revisionWindowClosesAt(delivered.deliveredAt.getTime(), revisionDays)), revisionDays };
    }
    await tx.update(drafts).set({ revisionComment: comment, revisionAskedAt: at }).where(eq(drafts.id, delivered.id));
    const history = await tx.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id)).orderBy(asc(orderStatusHistory.id));
    await tx.insert(orderStatusHistory).values({ orderId: order.id, step: DRAFTING_STEP, status: 'reopened', round: roundOf(history) + 1, at });
    await recordDraftEvent(tx, { kind: 'revision-asked', orderId: order.id, version });
    return { kind: 'asked' };
  });
}
