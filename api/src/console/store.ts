/**
 * The console's queries: what is assigned to an expert account (orders by `expert_account_id`,
 * consultations likewise), one order of theirs, and completing its current step. Another account's
 * order is not found, whoever asks.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bookings, orderStatusHistory, orders } from '../db/schema';
import { trackingTimeline } from '@nyaya/shared/data/marketplace/purchase';
import { recordEvent } from '../notifications/events';
import type { HasDeliveredDraft } from '../orders/deliveredDraft';
import { DELIVERY_STEP, progressOf, roundOf } from '../orders/progress';
import { historyJson, withHistory, type StoredOrder } from '../orders/store';
import type { BookingRow } from '../bookings/view';

/** Most rows of each kind the list returns: an expert's open work is dozens; this bounds a runaway one. */
export const CONSOLE_LIST_LIMIT = 200;

export type CompleteOutcome =
  | { kind: 'not-found' }
  /** This key already completed a step of this order: the same answer again. */
  | { kind: 'replayed'; step: number }
  | { kind: 'completed'; step: number }
  /** The key completed another step than the one this request names. */
  | { kind: 'key-reused' }
  /** The request named a step that is not the current one (a stale screen). */
  | { kind: 'moved-on'; current: number | null }
  | { kind: 'finished' }
  /** Delivery, with no draft delivered yet. */
  | { kind: 'no-draft' }
  /** The client cancelled the order: nothing more is done on it. */
  | { kind: 'cancelled' };

export interface CompleteRequest {
  expertAccountId: string;
  orderNumber: string;
  idempotencyKey: string;
  /** The step the screen's button was for, when it says. */
  step?: number;
}

export function createConsoleStore(db: Db, hasDeliveredDraft: HasDeliveredDraft) {
  const assigned = (accountId: string) => eq(orders.expertAccountId, accountId);

  return {
    async orders(accountId: string): Promise<StoredOrder[]> {
      const rows = await db
        .select({ order: orders, history: historyJson })
        .from(orders)
        .where(assigned(accountId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(CONSOLE_LIST_LIMIT);
      return withHistory(rows);
    },

    async consultations(accountId: string): Promise<BookingRow[]> {
      return db.select().from(bookings).where(eq(bookings.expertAccountId, accountId)).orderBy(desc(bookings.createdAt)).limit(CONSOLE_LIST_LIMIT);
    },

    async order(accountId: string, orderNumber: string): Promise<StoredOrder | undefined> {
      const rows = await db
        .select({ order: orders, history: historyJson })
        .from(orders)
        .where(and(eq(orders.orderNumber, orderNumber), assigned(accountId)))
        .limit(1);
      return withHistory(rows)[0];
    },

    /**
     * Completes the order's current step, once: the order row is locked for the transaction, so two
     * completions take turns, and a key that already completed a step answers with that step again.
     * A unique index on (order, completed step) backs this up. The client's notification is
     * recorded in the same transaction: no step without its notification, and none without its step.
     */
    async complete({ expertAccountId, orderNumber, idempotencyKey, step }: CompleteRequest): Promise<CompleteOutcome> {
      return db.transaction(async (tx) => {
        const [order] = await tx
          .select({ id: orders.id, cancelledAt: orders.cancelledAt, clientAccountId: orders.accountId })
          .from(orders)
          .where(and(eq(orders.orderNumber, orderNumber), assigned(expertAccountId)))
          .for('update');
        if (!order) return { kind: 'not-found' };
        // In the order they were written: a revision's `reopened` row undoes what came before it.
        const history = await tx.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id)).orderBy(asc(orderStatusHistory.id));
        const replay = history.find((row) => row.idempotencyKey === idempotencyKey);
        if (replay) return step === undefined || replay.step === step ? { kind: 'replayed', step: replay.step } : { kind: 'key-reused' };
        if (order.cancelledAt) return { kind: 'cancelled' };
        const { current } = progressOf(history);
        if (step !== undefined && step !== current) return { kind: 'moved-on', current };
        if (current === null) return { kind: 'finished' };
        if (current === DELIVERY_STEP && !(await hasDeliveredDraft(tx, order.id))) return { kind: 'no-draft' };
        await tx
          .insert(orderStatusHistory)
          .values({ orderId: order.id, step: current, status: 'completed', round: roundOf(history), completedBy: expertAccountId, idempotencyKey });
        await recordEvent(tx, {
          kind: 'step-completed',
          recipientAccountId: order.clientAccountId,
          subject: { type: 'order', reference: orderNumber },
          data: { step: current, title: trackingTimeline[current]?.title ?? '' },
        });
        return { kind: 'completed', step: current };
      });
    },
  };
}

export type ConsoleStore = ReturnType<typeof createConsoleStore>;
