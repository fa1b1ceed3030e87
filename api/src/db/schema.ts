/**
 * The API's tables. Migrations in `api/drizzle/` are generated from this file
 * (`pnpm --filter @nyaya/api db:generate`) and committed; the server applies them at start-up.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, doublePrecision, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Server-wide secrets (the session cookie's signing key), shared by every instance on one database. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNumber: text('order_number').notNull(),
    sessionId: text('session_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the validated request: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    serviceId: text('service_id').notNull(),
    offerId: text('offer_id'),
    providerName: text('provider_name').notNull(),
    estimatedDelivery: text('estimated_delivery').notNull(),
    quote: jsonb('quote').notNull(),
    expert: jsonb('expert').notNull(),
    intake: jsonb('intake').notNull(),
    contact: jsonb('contact').notNull(),
    state: text('state'),
    autoAssignBudget: doublePrecision('auto_assign_budget'),
    autoAssignTimeline: text('auto_assign_timeline'),
    payment: jsonb('payment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_order_number_key').on(table.orderNumber),
    uniqueIndex('orders_session_idempotency_key').on(table.sessionId, table.idempotencyKey),
    index('orders_session_created_idx').on(table.sessionId, table.createdAt),
  ],
);

/** Each step of an order's tracking timeline as it was reached: index into `trackingTimeline`. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    step: smallint('step').notNull(),
    status: text('status', { enum: ['completed', 'active'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_status_history_order_idx').on(table.orderId)],
);

export const bookings = pgTable(
  'bookings',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    expertId: text('expert_id').notNull(),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    mode: text('mode', { enum: ['chat', 'call', 'video'] }).notNull(),
    fee: integer('fee').notNull(),
    contact: jsonb('contact').notNull(),
    status: text('status', { enum: ['booked', 'cancelled'] })
      .notNull()
      .default('booked'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    // A slot is never booked twice: the second insert fails here and the API answers 409.
    uniqueIndex('bookings_expert_slot_booked_key')
      .on(table.expertId, table.slotStart)
      .where(sql`status = 'booked'`),
    uniqueIndex('bookings_session_idempotency_key').on(table.sessionId, table.idempotencyKey),
    index('bookings_session_slot_idx').on(table.sessionId, table.slotStart),
  ],
);
