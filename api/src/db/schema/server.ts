/** What the server keeps for itself, shared by every instance on one database. */
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/** Server-wide secrets (the sign-in codes' hashing key), shared by every instance on one database. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

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
