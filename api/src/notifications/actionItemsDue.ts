/**
 * The scheduled job of "action item due tomorrow" (issue 27): a signed-in user's own action items
 * live in the account's copy of the `life:action-items` store (synced_state), and each pending
 * one due tomorrow (India's calendar) gets one notification. Once per item and due date: the
 * dedupe key names both, so moving the date makes a new reminder and two instances or a minute
 * that runs twice still make one; items already reminded are not even read again.
 *
 * Reminders go out between 09:00 and 21:00 India time: a reminder for tomorrow is useful during
 * the day, not at midnight. An item added for tomorrow after 21:00 is not reminded (its owner has
 * just thought of it).
 */
import { sql } from 'drizzle-orm';
import { addDays, indiaDay, isActionItemEntry } from '@nyaya/shared/rules/life';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';
import { clip, recordEvent } from './events';

const STORE_KEY = 'life:action-items';
/** Items one run reminds at most; the next minute takes the rest. */
const BATCH = 200;
export const REMIND_FROM_HOUR = 9;
export const REMIND_UNTIL_HOUR = 21;

const INDIA_OFFSET_MS = 330 * 60_000;
const indiaHour = (at: number) => new Date(at + INDIA_OFFSET_MS).getUTCHours();

export const actionItemDedupeKey = (accountId: string, itemId: string, dueDate: string) => `action-item-due:${accountId}:${itemId}:${dueDate}`;

interface Candidate {
  account_id: string;
  item_id: string;
  entry: unknown;
}

/** Records the reminders due at `at`; returns how many notifications were made. */
export async function remindActionItems(db: Db, at: number): Promise<number> {
  const hour = indiaHour(at);
  if (hour < REMIND_FROM_HOUR || hour >= REMIND_UNTIL_HOUR) return 0;
  const tomorrow = addDays(indiaDay(at), 1);
  // The stored value is whatever a device wrote (only its outline is checked on the way in), so
  // SQL only finds candidates and each entry is checked by the same rule as the page's below.
  const result = await db.execute(sql`
    SELECT s.account_id, e.key AS item_id, e.value AS entry
    FROM synced_state s, jsonb_each(CASE WHEN jsonb_typeof(s.value) = 'object' THEN s.value ELSE '{}'::jsonb END) e
    WHERE s.key = ${STORE_KEY}
      AND jsonb_typeof(e.value) = 'object'
      AND e.value->>'dueDate' = ${tomorrow}
      AND e.value->'completed' = 'false'::jsonb
      AND NOT EXISTS (
        SELECT 1 FROM notifications n
        WHERE n.dedupe_key = 'action-item-due:' || s.account_id || ':' || e.key || ':' || ${tomorrow}
      )
    LIMIT ${BATCH}`);
  let made = 0;
  for (const row of rowsOf<Candidate>(result)) {
    const { v: _version, updatedAt: _updatedAt, ...entry } = row.entry as Record<string, unknown>;
    if (!isActionItemEntry(entry) || 'deleted' in entry) continue;
    const recorded = await db.transaction((tx) =>
      recordEvent(tx, {
        kind: 'action-item-due',
        recipientAccountId: row.account_id,
        subject: { type: 'action-item', reference: row.item_id },
        data: { title: clip(entry.title, 120), dueDate: entry.dueDate },
        dedupeKey: actionItemDedupeKey(row.account_id, row.item_id, entry.dueDate),
      }),
    );
    if (recorded) made += 1;
  }
  return made;
}
