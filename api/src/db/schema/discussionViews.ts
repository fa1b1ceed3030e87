/**
 * Who read a discussion, for Trending (issue 26): one row per reader per discussion per India
 * day, so reloading the page, or a reader coming back later the same day, is one view. `viewer`
 * is a SHA-256 of the reader's account, session or address: Trending needs to tell readers apart,
 * not to know them. Rows older than the two days Trending compares are pruned (views.ts).
 */
import { index, pgTable, primaryKey, text, timestamp, date } from 'drizzle-orm/pg-core';
import { discussions } from './discussions';

export const discussionViews = pgTable(
  'discussion_views',
  {
    discussionId: text('discussion_id')
      .notNull()
      .references(() => discussions.id, { onDelete: 'cascade' }),
    viewer: text('viewer').notNull(),
    day: date('day').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.discussionId, table.viewer, table.day] }), index('discussion_views_day_idx').on(table.day)],
);
