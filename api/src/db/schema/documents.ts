/** The documents an order needs: the client's uploads and the expert's requests for them. */
import { bigint, bigserial, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { accounts } from './accounts';
import { orders } from './orders';

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
