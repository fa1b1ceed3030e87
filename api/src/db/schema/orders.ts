/** Orders and their progress. Money is whole paise. */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { accounts } from './accounts';

export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNumber: text('order_number').notNull(),
    /** The session that placed it (its `sessions.id`). */
    sessionId: text('session_id').notNull(),
    /** The account it belongs to: set when placed signed in, or when its guest session signs in. */
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the validated request: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    serviceId: text('service_id').notNull(),
    offerId: text('offer_id'),
    providerName: text('provider_name').notNull(),
    estimatedDelivery: text('estimated_delivery').notNull(),
    /** `{ lines: [{ id, label, amountPaise }], totalPaise, stampDutyIncluded }`. */
    quote: jsonb('quote').notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    expert: jsonb('expert').notNull(),
    /** The assigned expert's account (`expert.id`'s): who may see the order in the console and move it on. */
    expertAccountId: text('expert_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    intake: jsonb('intake').notNull(),
    contact: jsonb('contact').notNull(),
    state: text('state'),
    autoAssignBudgetPaise: bigint('auto_assign_budget_paise', { mode: 'number' }),
    autoAssignTimeline: text('auto_assign_timeline'),
    /** `{ provider, reference, amountPaise }`, recorded by the server's own payment run. */
    payment: jsonb('payment').notNull(),
    /** The language of the page it was placed from: its first draft is written in it. */
    language: text('language', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    /** Set when the client cancelled it; with what `orderCancelRefund` gave back and the provider's refund record. */
    cancelledAt: at('cancelled_at'),
    refundedPaise: bigint('refunded_paise', { mode: 'number' }),
    /** `{ provider, reference, amountPaise, share }`: the refund as the payment provider recorded it. */
    refund: jsonb('refund'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_order_number_key').on(table.orderNumber),
    uniqueIndex('orders_session_idempotency_key').on(table.sessionId, table.idempotencyKey),
    index('orders_session_created_idx').on(table.sessionId, table.createdAt),
    index('orders_account_created_idx').on(table.accountId, table.createdAt),
    index('orders_expert_account_created_idx').on(table.expertAccountId, table.createdAt),
  ],
);

/**
 * An order's progress: one `completed` row per step of `trackingTimeline` (by index), with when and
 * by whom; the current step is the first without one. `active` rows are what orders placed before
 * issue 25 recorded for their current step; they are read as nothing more than that. A `reopened`
 * row (a revision the client asked for) undoes, from then on, the completions of its step and the
 * ones after it, and starts a new `round`: the steps are completed again in it, so the history
 * keeps both the first delivery and the revision.
 */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    step: smallint('step').notNull(),
    status: text('status', { enum: ['completed', 'active', 'reopened'] }).notNull(),
    /** How many revisions were asked before this row: each reopening starts the next round. */
    round: smallint('round').notNull().default(0),
    at: at('at').notNull().defaultNow(),
    /** The account that completed the step (the assigned expert); null for the steps Nyaya completes at placing. */
    completedBy: text('completed_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** The console's Idempotency-Key that completed it: a retry answers the same instead of moving on again. */
    idempotencyKey: text('idempotency_key'),
  },
  (table) => [
    index('order_status_history_order_idx').on(table.orderId),
    // A step is completed once per round, whatever races: the second completion fails here.
    uniqueIndex('order_status_history_completed_key')
      .on(table.orderId, table.round, table.step)
      .where(sql`status = 'completed'`),
    uniqueIndex('order_status_history_idempotency_key').on(table.orderId, table.idempotencyKey),
  ],
);
