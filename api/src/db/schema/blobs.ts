import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, bytea } from './columns';

/** Files kept by the database BlobStore (storage/databaseBlobStore.ts), by a key the server made. */
export const blobs = pgTable('blobs', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
