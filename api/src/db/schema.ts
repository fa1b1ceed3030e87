/**
 * The API's tables. Migrations in `api/drizzle/` are generated from this file
 * (`pnpm --filter @nyaya/api db:generate`) and committed; the server applies them at start-up.
 * Money is whole paise (integers) everywhere, never floating-point rupees.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, customType, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
// Only inside a foreign key's callback, so the two files' circular import is safe.
import { spaces } from './spacesSchema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Binary data; the database BlobStore reads and writes it as base64 text (see why there). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** Server-wide secrets (the sign-in codes' hashing key), shared by every instance on one database. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * A person who signed in with their mobile number. Deleting it removes everything personal (see README).
 * `role` is `client` for everyone who signs up; the catalogue's experts have `expert` accounts,
 * seeded by migration 0008 with `expert_id` naming their catalogue entry (`Expert.id`).
 */
export const accounts = pgTable('accounts', {
  id: text('id').primaryKey(),
  mobile: text('mobile').notNull().unique('accounts_mobile_key'),
  role: text('role', { enum: ['client', 'expert'] })
    .notNull()
    .default('client'),
  expertId: text('expert_id').unique('accounts_expert_id_key'),
  name: text('name'),
  email: text('email'),
  language: text('language', { enum: ['en', 'hi'] })
    .notNull()
    .default('en'),
  notificationSettings: jsonb('notification_settings').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * A browser's session. The cookie holds a 256-bit random token made by the server; only its
 * SHA-256 is kept (`token_hash`), so the table alone cannot be used to act as anyone. `id` is a
 * separate random id, safe to show (the sessions list) and to store on orders.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_key'),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
  },
  (table) => [index('sessions_account_idx').on(table.accountId)],
);

/** One-time sign-in codes, hashed (HMAC under a server secret): at most 3 tries each, 5 minutes. */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    /** The sender's address (IPv4) or /64 (IPv6), for the per-address cap. */
    addressKey: text('address_key').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** Set when the code signed someone in, was used up by wrong tries, or a newer code replaced it. */
    usedAt: at('used_at'),
  },
  (table) => [index('sign_in_codes_mobile_idx').on(table.mobile, table.createdAt), index('sign_in_codes_address_idx').on(table.addressKey, table.createdAt)],
);

/** Fixed-window counters of the rate limits, shared by every instance (they keep no state of their own). */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] }), index('rate_counters_window_idx').on(table.windowStart)],
);

/** The browser-side stores kept on the account (SYNCED_STORE_KEYS), so another device sees them. */
export const syncedState = pgTable(
  'synced_state',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    /** Counts the writes: a PUT names the revision it saw, and one made on a stale copy is refused (409). */
    revision: integer('revision').notNull().default(1),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.key] })],
);

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

/** Files kept by the database BlobStore (storage/databaseBlobStore.ts), by a key the server made. */
export const blobs = pgTable('blobs', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * Files uploaded for an order's Documents Required (routes/documents). The bytes are in the
 * BlobStore under `blob_key`; `file_name` is the sanitised name, plain text. Once the expert has
 * reviewed a document (`reviewed_at`) the client can no longer remove it.
 */
export const documents = pgTable(
  'documents',
  {
    id: text('id').primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** One of the offer's Documents Required, by its English text (the catalogue's key). */
    requirement: text('requirement').notNull(),
    fileName: text('file_name').notNull(),
    type: text('type', { enum: ['pdf', 'jpeg', 'png'] }).notNull(),
    size: integer('size').notNull(),
    blobKey: text('blob_key').notNull(),
    uploadedBy: text('uploaded_by', { enum: ['client', 'expert'] })
      .notNull()
      .default('client'),
    /** The session and account that uploaded it: the Idempotency-Key is the session's, as for orders. */
    uploaderSessionId: text('uploader_session_id').notNull(),
    uploaderAccountId: text('uploader_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the order, requirement, name and bytes: the same key with another file is refused. */
    requestHash: text('request_hash').notNull(),
    reviewedAt: at('reviewed_at'),
    /** The expert refused it (also sets reviewed_at: it stays for the record, and no longer counts). */
    refusedAt: at('refused_at'),
    refusalReason: text('refusal_reason', { enum: ['unreadable', 'wrong-document', 'expired', 'incomplete'] }),
    /** The expert's note to the client: plain text. */
    refusalNote: text('refusal_note'),
    /** The console's Idempotency-Key that accepted or refused it: a retry answers the same. */
    reviewKey: text('review_key'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('documents_blob_key').on(table.blobKey),
    uniqueIndex('documents_session_idempotency_key').on(table.uploaderSessionId, table.idempotencyKey),
    index('documents_order_created_idx').on(table.orderId, table.createdAt),
  ],
);

/**
 * The expert asks the client for one of the order's Documents Required (issue 25), with a note.
 * Answered once the client uploads a document for it afterwards (worked out when read).
 */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    requirement: text('requirement').notNull(),
    note: text('note'),
    requestedBy: text('requested_by').references(() => accounts.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('document_requests_order_idempotency_key').on(table.orderId, table.idempotencyKey),
    index('document_requests_order_idx').on(table.orderId, table.createdAt),
  ],
);

/**
 * The versions of an order's draft (issue 25): version 1 generated by the server from the intake
 * (`source: generated`, `created_by` null), later ones corrected PDFs the expert uploaded. The bytes
 * are in the BlobStore under `blob_key`. `delivered_at` is set when the expert delivers the version
 * to the client; the client's revision request on it is kept with it (plain text).
 */
export const drafts = pgTable(
  'drafts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    version: smallint('version').notNull(),
    source: text('source', { enum: ['generated', 'uploaded'] }).notNull(),
    blobKey: text('blob_key').notNull(),
    size: integer('size').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** The expert's account that uploaded it; null for the generated first draft. */
    createdBy: text('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** An upload's Idempotency-Key (per order): a retried upload is the same version. */
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of an upload's bytes: the same key with another file is refused. */
    requestHash: text('request_hash'),
    deliveredAt: at('delivered_at'),
    deliveredBy: text('delivered_by').references(() => accounts.id, { onDelete: 'set null' }),
    revisionComment: text('revision_comment'),
    revisionAskedAt: at('revision_asked_at'),
  },
  (table) => [
    // One version 1 per order, whichever instance renders it first: the others' inserts do nothing.
    uniqueIndex('drafts_order_version_key').on(table.orderId, table.version),
    uniqueIndex('drafts_blob_key').on(table.blobKey),
    uniqueIndex('drafts_order_idempotency_key').on(table.orderId, table.idempotencyKey),
  ],
);

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
 * Orders whose first draft is still to be rendered: a row is written in the same statement as the
 * order, claimed by any instance (`run_after` as its lease, so a crashed renderer's job is taken up
 * again) and removed with the draft's insert. Rendering happens after the order's answer.
 */
export const draftJobs = pgTable(
  'draft_jobs',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    runAfter: at('run_after').notNull().defaultNow(),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (table) => [index('draft_jobs_run_after_idx').on(table.runAfter)],
);

/**
 * One conversation per order and per consultation (issue 25), between the client (the order's or
 * booking's owner) and the assigned expert's account; made the first time either side opens it.
 * Its row is also the lock that orders its messages: a send locks it before taking a message id,
 * so within a conversation ids are committed in the order they are assigned and a reader that
 * catches up "after id N" can never miss a message that commits later with a smaller id.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'cascade' }),
    bookingId: text('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    /**
     * Issue 26: `subject` (an order's or a consultation's, as above), or a conversation between
     * members about nothing bought, `direct` (two accounts) or `group`, whose members are in
     * `conversation_members` (messagesSchema.ts).
     */
    kind: text('kind', { enum: ['subject', 'direct', 'group'] })
      .notNull()
      .default('subject'),
    /** A group's name, as its members typed it. */
    title: text('title'),
    /** A direct conversation's two account ids, sorted and joined: one conversation per pair. */
    directKey: text('direct_key'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('conversations_order_key').on(table.orderId),
    uniqueIndex('conversations_booking_key').on(table.bookingId),
    uniqueIndex('conversations_direct_key').on(table.directKey),
    check(
      'conversations_one_subject',
      sql`(kind = 'subject' AND (order_id IS NULL) <> (booking_id IS NULL)) OR (kind <> 'subject' AND order_id IS NULL AND booking_id IS NULL)`,
    ),
    check('conversations_kind', sql`kind IN ('subject', 'direct', 'group')`),
    check('conversations_direct_pair', sql`(kind = 'direct') = (direct_key IS NOT NULL)`),
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
 * A conversation's messages. `id` (bigserial) is what catch-up counts from (`Last-Event-ID`,
 * `?after=`). `body` is plain text as typed (cleaned of invisible and control characters, never
 * HTML). An attachment follows the documents' rules, its bytes in the BlobStore. `client_id` is
 * made by the sender's screen: a retried send finds its message instead of adding another.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** A member conversation's messages are all `member`'s: `sender_account_id` says who. */
    sender: text('sender', { enum: ['client', 'expert', 'member'] }).notNull(),
    senderAccountId: text('sender_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    senderSessionId: text('sender_session_id').notNull(),
    body: text('body').notNull(),
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type', { enum: ['pdf', 'jpeg', 'png'] }),
    attachmentSize: integer('attachment_size'),
    clientId: text('client_id').notNull(),
    /** SHA-256 of the body and the attachment's bytes: the same client id with another message is refused. */
    requestHash: text('request_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('messages_client_id_key').on(table.conversationId, table.sender, table.clientId),
    index('messages_conversation_id_idx').on(table.conversationId, table.id),
  ],
);

/** How far each side has read: the last message id it has seen. Unread = the other side's messages after it. */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    party: text('party', { enum: ['client', 'expert'] }).notNull(),
    lastReadId: bigint('last_read_id', { mode: 'number' }).notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.conversationId, table.party] })],
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

/**
 * Public discussions (issue 26). `id` is a short random text (`ds-…`; the seed's keep their sample
 * ids `ds-1`…). The author is an account; the seeded samples have none and carry `seed_author`
 * instead. Deleting an account deletes its discussions (with their replies), replies and votes.
 * Counts are never stored: participants, messages, upvotes and last active are read from the rows.
 * `client_id` is made by the author's screen: a retried create finds its discussion.
 */
export const discussions = pgTable(
  'discussions',
  {
    id: text('id').primaryKey(),
    authorAccountId: text('author_account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    seedAuthor: text('seed_author'),
    title: text('title').notNull(),
    category: text('category').notNull(),
    body: text('body').notNull(),
    clientId: text('client_id'),
    requestHash: text('request_hash'),
    createdAt: at('created_at').notNull().defaultNow(),
    editedAt: at('edited_at'),
    /** The space it was started in (null: the public list's own); a private space's are for its members. */
    spaceId: text('space_id').references(() => spaces.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('discussions_space_idx').on(table.spaceId),
    uniqueIndex('discussions_client_id_key').on(table.authorAccountId, table.clientId),
    check('discussions_has_author', sql`(author_account_id IS NULL) <> (seed_author IS NULL)`),
  ],
);

/** A discussion's replies, in id order; the same author and client id is the same reply. */
export const replies = pgTable(
  'replies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    discussionId: text('discussion_id')
      .notNull()
      .references(() => discussions.id, { onDelete: 'cascade' }),
    authorAccountId: text('author_account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    seedAuthor: text('seed_author'),
    body: text('body').notNull(),
    clientId: text('client_id'),
    requestHash: text('request_hash'),
    createdAt: at('created_at').notNull().defaultNow(),
    editedAt: at('edited_at'),
  },
  (table) => [
    index('replies_discussion_idx').on(table.discussionId, table.id),
    uniqueIndex('replies_client_id_key').on(table.discussionId, table.authorAccountId, table.clientId),
    // An author's replies: the new-account rule counts them on every post of a first-day account
    // (moderation/newAccount.ts), and deleting an account cascades here. The key above starts with
    // the discussion, so without this both read every reply. (Discussions have their author-first key.)
    index('replies_author_idx').on(table.authorAccountId, table.createdAt),
    check('replies_has_author', sql`(author_account_id IS NULL) <> (seed_author IS NULL)`),
  ],
);

/**
 * Upvotes: one per account on a discussion (`reply_id` null) and one on each reply, by two unique
 * indexes, so a double vote (or two racing ones) stays one.
 */
export const votes = pgTable(
  'votes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    discussionId: text('discussion_id')
      .notNull()
      .references(() => discussions.id, { onDelete: 'cascade' }),
    replyId: bigint('reply_id', { mode: 'number' }).references(() => replies.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('votes_discussion_key')
      .on(table.discussionId, table.accountId)
      .where(sql`reply_id IS NULL`),
    uniqueIndex('votes_reply_key')
      .on(table.replyId, table.accountId)
      .where(sql`reply_id IS NOT NULL`),
    index('votes_discussion_idx').on(table.discussionId),
  ],
);

// Issue 26's local events and spaces live in files of their own.
export * from './localEventsSchema';
export * from './discussionViewsSchema';
export * from './spacesSchema';
export * from './moderationSchema';
// Issue 26's private messages' members, blocks and presence too.
export * from './messagesSchema';
