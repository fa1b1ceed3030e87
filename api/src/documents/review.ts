/**
 * The assigned expert's review of the client's documents (issue 25): accept one (markReviewed),
 * refuse one with a reason from a fixed list and a note (kept for the record, marked refused, no
 * longer counting for its requirement), or ask for one of the order's Documents Required. Each is
 * one transaction with the order row locked; a refusal or a request records the client's
 * notification in it (recordEvent), so there is never one without the other. A retry with the same
 * Idempotency-Key answers the same and records nothing more.
 */
import { and, asc, eq } from 'drizzle-orm';
import { documentRefusalLabels, type DocumentRefusalCode } from '@nyaya/shared/api';
import type { Db } from '../db/database';
import { documentRequests, documents, orders } from '../db/schema';
import { requestHash } from '../idempotency';
import { recordEvent } from '../notifications/events';
import { createDocumentStore, type DocumentRow } from './store';

export type ReviewOutcome =
  | { kind: 'done'; row: DocumentRow }
  | { kind: 'not-found' }
  | { kind: 'no-document' }
  | { kind: 'cancelled' }
  | { kind: 'key-reused' }
  /** Accepted already (a refusal comes too late) or refused already (an acceptance does). */
  | { kind: 'accepted' }
  | { kind: 'refused' };

export type AskOutcome = { kind: 'done' } | { kind: 'not-found' } | { kind: 'cancelled' } | { kind: 'key-reused' } | { kind: 'unknown-requirement' };

interface Target {
  expertAccountId: string;
  orderNumber: string;
  idempotencyKey: string;
}

type Tx = Db;

/** The order, locked, if it is assigned to this expert. */
async function lockedOrder(tx: Tx, { expertAccountId, orderNumber }: Target) {
  const [order] = await tx
    .select({ id: orders.id, serviceId: orders.serviceId, clientAccountId: orders.accountId, cancelledAt: orders.cancelledAt })
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.expertAccountId, expertAccountId)))
    .for('update');
  return order;
}

async function lockedDocument(tx: Tx, orderId: number, documentId: string): Promise<DocumentRow | undefined> {
  const [row] = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.orderId, orderId), eq(documents.id, documentId)))
    .for('update');
  return row;
}

export function createReviewStore(db: Db, now: () => number) {
  return {
    /** The order if it is assigned to this expert (not locked: for the answer after a change). */
    async orderOf(expertAccountId: string, orderNumber: string) {
      const [order] = await db
        .select({ id: orders.id, serviceId: orders.serviceId })
        .from(orders)
        .where(and(eq(orders.orderNumber, orderNumber), eq(orders.expertAccountId, expertAccountId)))
        .limit(1);
      return order;
    },

    async accept(target: Target & { documentId: string }): Promise<ReviewOutcome> {
      return db.transaction(async (tx) => {
        const order = await lockedOrder(tx, target);
        if (!order) return { kind: 'not-found' };
        const row = await lockedDocument(tx, order.id, target.documentId);
        if (!row) return { kind: 'no-document' };
        if (row.reviewKey === target.idempotencyKey) return row.refusedAt ? { kind: 'key-reused' } : { kind: 'done', row };
        if (row.refusedAt) return { kind: 'refused' };
        // Accepting twice is harmless: the document is accepted either way.
        if (row.reviewedAt) return { kind: 'done', row };
        if (order.cancelledAt) return { kind: 'cancelled' };
        const marked = await createDocumentStore(tx).markReviewed(order.id, row.id, new Date(now()), target.idempotencyKey);
        return { kind: 'done', row: marked ?? row };
      });
    },

    async refuse(target: Target & { documentId: string; reason: DocumentRefusalCode; note: string | null }): Promise<ReviewOutcome> {
      return db.transaction(async (tx) => {
        const order = await lockedOrder(tx, target);
        if (!order) return { kind: 'not-found' };
        const row = await lockedDocument(tx, order.id, target.documentId);
        if (!row) return { kind: 'no-document' };
        if (row.reviewKey === target.idempotencyKey) {
          const same = row.refusedAt && row.refusalReason === target.reason && row.refusalNote === target.note;
          return same ? { kind: 'done', row } : { kind: 'key-reused' };
        }
        if (row.refusedAt) return { kind: 'refused' };
        if (row.reviewedAt) return { kind: 'accepted' };
        if (order.cancelledAt) return { kind: 'cancelled' };
        const at = new Date(now());
        // reviewed_at too: a refused document stays with the order (the client cannot remove it).
        const [refused] = await tx
          .update(documents)
          .set({ reviewedAt: at, refusedAt: at, refusalReason: target.reason, refusalNote: target.note, reviewKey: target.idempotencyKey })
          .where(eq(documents.id, row.id))
          .returning();
        await recordEvent(tx, {
          kind: 'document-refused',
          recipientAccountId: order.clientAccountId,
          subject: { type: 'order', reference: target.orderNumber },
          data: {
            requirement: row.requirement,
            reason: documentRefusalLabels[target.reason],
            code: target.reason,
            ...(target.note ? { note: target.note } : {}),
          },
        });
        return { kind: 'done', row: refused! };
      });
    },

    async ask(target: Target & { requirement: string; note: string | null; requirements: (serviceId: string) => readonly string[] }): Promise<AskOutcome> {
      return db.transaction(async (tx) => {
        const order = await lockedOrder(tx, target);
        if (!order) return { kind: 'not-found' };
        const hash = requestHash({ requirement: target.requirement, note: target.note });
        const [replay] = await tx
          .select({ requestHash: documentRequests.requestHash })
          .from(documentRequests)
          .where(and(eq(documentRequests.orderId, order.id), eq(documentRequests.idempotencyKey, target.idempotencyKey)))
          .limit(1);
        if (replay) return replay.requestHash === hash ? { kind: 'done' } : { kind: 'key-reused' };
        if (order.cancelledAt) return { kind: 'cancelled' };
        if (!target.requirements(order.serviceId).includes(target.requirement)) return { kind: 'unknown-requirement' };
        await tx.insert(documentRequests).values({
          orderId: order.id,
          requirement: target.requirement,
          note: target.note,
          requestedBy: target.expertAccountId,
          idempotencyKey: target.idempotencyKey,
          // The database's clock, as the documents' created_at: whether an upload came after is one clock's word.
          requestHash: hash,
        });
        await recordEvent(tx, {
          kind: 'document-requested',
          recipientAccountId: order.clientAccountId,
          subject: { type: 'order', reference: target.orderNumber },
          data: { requirement: target.requirement, ...(target.note ? { note: target.note } : {}) },
        });
        return { kind: 'done' };
      });
    },
  };
}

/** The order's requests, oldest first (a list of ten requirements asked a few times each, at most). */
export async function requestsOf(db: Db, orderId: number) {
  return db
    .select()
    .from(documentRequests)
    .where(eq(documentRequests.orderId, orderId))
    .orderBy(asc(documentRequests.createdAt), asc(documentRequests.id))
    .limit(200);
}
