/**
 * The API's tables, one file per domain, all re-exported here: code imports them from `db/schema`
 * and drizzle-kit reads this file (drizzle.config.ts). Migrations in `api/drizzle/` are generated
 * from them (`pnpm --filter @nyaya/api db:generate`) and committed; the server applies them at
 * start-up. Money is whole paise (integers) everywhere, never floating-point rupees.
 */
export * from './server';
export * from './accounts';
export * from './blobs';
export * from './orders';
export * from './bookings';
export * from './documents';
export * from './drafts';
export * from './notifications';
export * from './conversations';
export * from './privateMessages';
export * from './discussions';
export * from './discussionViews';
export * from './spaces';
export * from './localEvents';
export * from './moderation';
