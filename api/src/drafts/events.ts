/**
 * The notifications of the drafts and of cancelling (issue 25), written with `recordEvent` in the
 * transaction of the change that caused them (the caller's, which holds the order's lock):
 *   draft-delivered  → the client: "Your draft is ready to download"
 *   revision-asked   → the expert: "The client asked for a revision", with the comment
 *   order-cancelled  → the expert (nothing more to do on it) and the client (what was refunded)
 */
import { and, eq } from 'drizzle-orm';
import { findLegalService } from '@nyaya/shared/data/marketplace/services';
import type { Db } from '../db/database';
import { drafts, orders } from '../db/schema';
import { clip, recordEvent } from '../notifications/events';

export type DraftEvent =
  | { kind: 'draft-delivered'; orderId: number; version: number; expertAccountId: string }
  | { kind: 'revision-asked'; orderId: number; version: number }
  | { kind: 'order-cancelled'; orderId: number; refundPaise: number };

export async function recordDraftEvent(tx: Db, event: DraftEvent): Promise<void> {
  const [order] = await tx
    .select({ orderNumber: orders.orderNumber, serviceId: orders.serviceId, client: orders.accountId, expert: orders.expertAccountId })
    .from(orders)
    .where(eq(orders.id, event.orderId));
  if (!order) return;
  const subject = { type: 'order' as const, reference: order.orderNumber };
  switch (event.kind) {
    case 'draft-delivered':
      // Version 1 is the first delivery; a later one is the revision the client asked for.
      await recordEvent(tx, {
        kind: 'draft-delivered',
        recipientAccountId: order.client,
        subject,
        data: event.version > 1 ? { revision: event.version - 1 } : {},
      });
      return;
    case 'revision-asked': {
      const [draft] = await tx
        .select({ comment: drafts.revisionComment })
        .from(drafts)
        .where(and(eq(drafts.orderId, event.orderId), eq(drafts.version, event.version)));
      const comment = draft?.comment;
      await recordEvent(tx, { kind: 'revision-requested', recipientAccountId: order.expert, subject, data: comment ? { comment: clip(comment, 500) } : {} });
      return;
    }
    case 'order-cancelled': {
      const service = clip(findLegalService(order.serviceId)?.title ?? order.serviceId, 200);
      await recordEvent(tx, {
        kind: 'order-cancelled',
        recipientAccountId: order.client,
        subject,
        data: { service, refundPaise: event.refundPaise, role: 'client' },
      });
      await recordEvent(tx, {
        kind: 'order-cancelled',
        recipientAccountId: order.expert,
        subject,
        data: { service, refundPaise: event.refundPaise, role: 'expert' },
      });
      return;
    }
  }
}
