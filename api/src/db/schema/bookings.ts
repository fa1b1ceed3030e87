/** Consultations booked with an expert. Money is whole paise. */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { accounts } from './accounts';

export const bookings = pgTable(
  'bookings',
  {
    id: text('id').primaryKey(),
    /** What people read and quote: "BKG" and 9 letters or digits (`generateBookingReference`). */
    reference: text('reference').notNull(),
    sessionId: text('session_id').notNull(),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    expertId: text('expert_id').notNull(),
    /** The booked expert's account: whose console lists the consultation. */
    expertAccountId: text('expert_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    slotStart: at('slot_start').notNull(),
    mode: text('mode', { enum: ['chat', 'call', 'video'] }).notNull(),
    feePaise: integer('fee_paise').notNull(),
    /** The fee and its GST (`consultationQuote`): what was charged. Bookings from before GST: the fee. */
    totalPaise: integer('total_paise').notNull(),
    /** The server's payment record; null for bookings made before consultations were paid. */
    payment: jsonb('payment'),
    /** What cancelling gave back, by `consultationRefund` at `cancelled_at`; null while booked or never paid. */
    refundedPaise: integer('refunded_paise'),
    contact: jsonb('contact').notNull(),
    status: text('status', { enum: ['booked', 'cancelled'] })
      .notNull()
      .default('booked'),
    createdAt: at('created_at').notNull().defaultNow(),
    cancelledAt: at('cancelled_at'),
  },
  (table) => [
    // A slot is never booked twice: the second insert fails here and the API answers 409.
    uniqueIndex('bookings_expert_slot_booked_key')
      .on(table.expertId, table.slotStart)
      .where(sql`status = 'booked'`),
    uniqueIndex('bookings_session_idempotency_key').on(table.sessionId, table.idempotencyKey),
    uniqueIndex('bookings_reference_key').on(table.reference),
    index('bookings_session_slot_idx').on(table.sessionId, table.slotStart),
    index('bookings_account_slot_idx').on(table.accountId, table.slotStart),
    index('bookings_expert_account_created_idx').on(table.expertAccountId, table.createdAt),
  ],
);
