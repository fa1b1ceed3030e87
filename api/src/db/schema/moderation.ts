/**
 * Reports and their reviews (issue 26). A report names its target by kind and id as text (a
 * discussion's `ds-…`, a reply's number, an account's id, later a private message's number), so
 * one table serves every kind without a foreign key per kind; a target that is deleted leaves its
 * reports behind, harmlessly (nothing lists a report without its target). Whether something is
 * hidden is computed from these rows: 3 different accounts reported it since its last review
 * (moderation/hidden.ts).
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { accounts } from './accounts';

// The contract's lists (shared/src/api/moderation.ts), spelled here too: drizzle-kit reads this file alone.
const REPORT_TARGET_KINDS = ['discussion', 'reply', 'member', 'message'] as const;
const REPORT_REASONS = ['spam', 'abuse', 'harassment', 'misinformation', 'other'] as const;

export const reports = pgTable(
  'reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    targetKind: text('target_kind', { enum: REPORT_TARGET_KINDS }).notNull(),
    targetId: text('target_id').notNull(),
    reporterAccountId: text('reporter_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    /** The reporter's own words (plain text, at most 500 characters), or null. */
    note: text('note'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    // One report per account per target: a repeat changes nothing.
    uniqueIndex('reports_once').on(table.targetKind, table.targetId, table.reporterAccountId),
    index('reports_target_idx').on(table.targetKind, table.targetId, table.createdAt),
    check('reports_target_kind', sql`target_kind IN ('discussion', 'reply', 'member', 'message')`),
    check('reports_reason', sql`reason IN ('spam', 'abuse', 'harassment', 'misinformation', 'other')`),
    check('reports_note_length', sql`note IS NULL OR char_length(note) <= 500`),
  ],
);

/** The last review of a target: restored (reports before `decided_at` no longer count) or removed. */
export const moderationReviews = pgTable(
  'moderation_reviews',
  {
    targetKind: text('target_kind', { enum: REPORT_TARGET_KINDS }).notNull(),
    targetId: text('target_id').notNull(),
    decision: text('decision', { enum: ['restored', 'removed'] }).notNull(),
    reviewerAccountId: text('reviewer_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    decidedAt: at('decided_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.targetKind, table.targetId] }), check('moderation_reviews_decision', sql`decision IN ('restored', 'removed')`)],
);
