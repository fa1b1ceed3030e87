/** Accounts and how people sign in: sessions, sign-in codes, and the stores synced between devices. */
import { bigserial, index, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

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
