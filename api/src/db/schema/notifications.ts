/** In-app notifications, and the outbox that sends them outside the app. */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { accounts } from './accounts';

/**
 * In-app notifications (issue 25): one row per event for its recipient, written by `recordEvent`
 * (notifications/events.ts) in the same transaction as the change that caused it. Personal data:
 * it goes with the account. `dedupe_key`, when set, makes an event happen once (the next-hour
 * reminder of a consultation per party), whatever races between instances.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    subjectType: text('subject_type', { enum: ['order', 'booking', 'action-item', 'goal', 'local-event', 'discussion', 'space', 'conversation'] }).notNull(),
    /** The order number (ORD…), the booking's reference (BKG…), the action item's, the goal's, the local event's or the space's id, or a member conversation's (CNV…). */
    subject: text('subject').notNull(),
    data: jsonb('data').notNull(),
    dedupeKey: text('dedupe_key'),
    createdAt: at('created_at').notNull().defaultNow(),
    readAt: at('read_at'),
  },
  (table) => [
    index('notifications_account_id_idx').on(table.accountId, table.id),
    // The unread count reads only the unread rows.
    index('notifications_unread_idx')
      .on(table.accountId)
      .where(sql`read_at IS NULL`),
    uniqueIndex('notifications_dedupe_key').on(table.dedupeKey),
  ],
);

/**
 * What is still to be sent outside the app (push, email, SMS) for each notification: the outbox,
 * drained by notifications/drainer.ts. A row is leased (`locked_until`) while one instance sends
 * it, `delivered_at` once every channel is done, `failed_at` after the last attempt.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    availableAt: at('available_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: at('locked_until'),
    deliveredAt: at('delivered_at'),
    failedAt: at('failed_at'),
    lastError: text('last_error'),
  },
  (table) => [
    // Deleting an account deletes its notifications, and with them these rows.
    index('notification_outbox_notification_idx').on(table.notificationId),
    // The drainer's query: pending rows, oldest first; delivered ones are never read again.
    index('notification_outbox_pending_idx')
      .on(table.availableAt, table.id)
      .where(sql`delivered_at IS NULL AND failed_at IS NULL`),
  ],
);

/**
 * The channels an outbox row has been handed to, once each: after a crash or a retry the drainer
 * sends only the channels missing here, with the same idempotency key, so a provider that already
 * took one drops the repeat.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    outboxId: bigint('outbox_id', { mode: 'number' })
      .notNull()
      .references(() => notificationOutbox.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['push', 'email', 'sms'] }).notNull(),
    deliveredAt: at('delivered_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.outboxId, table.channel] })],
);
