/**
 * Spaces and their members (issue 26). A membership row is either a member or a request waiting
 * for the space's admin (a private space); one row per account and space (the unique key), so two
 * joins at once count once. Member counts are read from the rows.
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { accounts } from './accounts';

export const spaces = pgTable(
  'spaces',
  {
    /** `sp-…`; the seed's keep their sample ids. */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type', { enum: ['Public', 'Private'] }).notNull(),
    description: text('description').notNull(),
    colour: text('colour').notNull(),
    /** Who created it and decides join requests; null once that account is erased. */
    adminAccountId: text('admin_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Made by the author's screen: a retried create finds its space (null for the seed's). */
    clientId: text('client_id'),
    /** What was asked with that client id: the same id with other words is refused. */
    requestHash: text('request_hash'),
  },
  (table) => [
    check('spaces_type', sql`type IN ('Public', 'Private')`),
    uniqueIndex('spaces_client_id_key').on(table.adminAccountId, table.clientId),
    // Names are stored cleaned (one line, trimmed), so case is all that can tell two apart.
    uniqueIndex('spaces_name_key').on(sql`lower(${table.name})`),
    index('spaces_admin_idx').on(table.adminAccountId, table.createdAt),
  ],
);

export const spaceMembers = pgTable(
  'space_members',
  {
    /** A request's id as the admin's approve and decline name it. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    spaceId: text('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['member', 'pending'] }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('space_members_once').on(table.spaceId, table.accountId),
    index('space_members_status_idx').on(table.spaceId, table.status),
    index('space_members_account_idx').on(table.accountId),
    check('space_members_status', sql`status IN ('member', 'pending')`),
  ],
);
