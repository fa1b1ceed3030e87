/**
 * The scheduled job of "action item due tomorrow" (issue 27): each pending own action item of a
 * signed-in user (the account's copy of `life:action-items`) due tomorrow on India's calendar gets
 * one notification, once per item and due date (syncedReminders.ts). An item added for tomorrow
 * after 21:00 is not reminded: its owner has just thought of it.
 */
import { sql } from 'drizzle-orm';
import { isActionItemEntry } from '@nyaya/shared/rules/life';
import type { Db } from '../db/database';
import { clip, recordEvent } from './events';
import { dueEntries, reminderDedupeKey } from './syncedReminders';

const PREFIX = 'action-item-due';

export const actionItemDedupeKey = (accountId: string, itemId: string, dueDate: string) => reminderDedupeKey(PREFIX, accountId, itemId, dueDate);

/** Records the reminders due at `at`; returns how many notifications were made. */
export async function remindActionItems(db: Db, at: number): Promise<number> {
  let made = 0;
  const due = await dueEntries(db, at, {
    storeKey: 'life:action-items',
    dayField: 'dueDate',
    daysAhead: 1,
    prefix: PREFIX,
    also: sql`e.value->'completed' = 'false'::jsonb`,
  });
  for (const { accountId, id, entry } of due) {
    if (!isActionItemEntry(entry) || 'deleted' in entry || entry.completed) continue;
    const recorded = await db.transaction((tx) =>
      recordEvent(tx, {
        kind: 'action-item-due',
        recipientAccountId: accountId,
        subject: { type: 'action-item', reference: id },
        data: { title: clip(entry.title, 120), dueDate: entry.dueDate },
        dedupeKey: actionItemDedupeKey(accountId, id, entry.dueDate),
      }),
    );
    if (recorded) made += 1;
  }
  return made;
}
