/**
 * What the reminders of a user's own things share (issue 27): the things live in the account's
 * copy of a synced store (synced_state), one entry per id; a reminder is due for the entries whose
 * day field names the India day `daysAhead` from now, once per entry and day (the dedupe key
 * `{prefix}:{account}:{id}:{day}` names all three, so moving the day reminds again, and entries
 * already reminded are not read again). Reminders go out between 09:00 and 21:00 India time: a
 * reminder is useful during the day, not at midnight.
 *
 * The stored value is whatever a device wrote (only its outline is checked on the way in), so SQL
 * only finds candidates; each job checks its entries with the page's own rule before using them.
 */
import { sql, type SQL } from 'drizzle-orm';
import { addDays, indiaDay } from '@nyaya/shared/rules/life';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';

export const REMIND_FROM_HOUR = 9;
export const REMIND_UNTIL_HOUR = 21;
/** Entries one run reminds at most per job; the next minute takes the rest. */
const BATCH = 200;

const INDIA_OFFSET_MS = 330 * 60_000;
const indiaHour = (at: number) => new Date(at + INDIA_OFFSET_MS).getUTCHours();

export interface SyncedReminder {
  /** the synced store's key, e.g. `life:goals` */
  storeKey: string;
  /** the entry's field holding its day (yyyy-mm-dd) */
  dayField: string;
  daysAhead: number;
  /** the dedupe key's first part, e.g. `goal-deadline` */
  prefix: string;
  /**
   * A further condition on the stored entry, `e.value` in SQL (an item already done): entries it
   * leaves out are not read each minute, so they cannot fill a run's batch and hold up the rest.
   */
  also?: SQL;
}

export interface DueEntry {
  accountId: string;
  id: string;
  day: string;
  /** the entry as stored, without the store's `v` and `updatedAt`: not yet checked */
  entry: Record<string, unknown>;
}

export const reminderDedupeKey = (prefix: string, accountId: string, id: string, day: string) => `${prefix}:${accountId}:${id}:${day}`;

/** The entries a reminder is due for at `at` (none outside 09:00–21:00 India time). */
export async function dueEntries(db: Db, at: number, { storeKey, dayField, daysAhead, prefix, also }: SyncedReminder): Promise<DueEntry[]> {
  const hour = indiaHour(at);
  if (hour < REMIND_FROM_HOUR || hour >= REMIND_UNTIL_HOUR) return [];
  const day = addDays(indiaDay(at), daysAhead);
  const result = await db.execute(sql`
    SELECT s.account_id, e.key AS id, e.value AS entry
    FROM synced_state s, jsonb_each(CASE WHEN jsonb_typeof(s.value) = 'object' THEN s.value ELSE '{}'::jsonb END) e
    WHERE s.key = ${storeKey}
      AND jsonb_typeof(e.value) = 'object'
      AND e.value->>${dayField} = ${day}
      AND ${also ?? sql`true`}
      AND NOT EXISTS (
        SELECT 1 FROM notifications n
        WHERE n.dedupe_key = ${prefix} || ':' || s.account_id || ':' || e.key || ':' || ${day}
      )
    LIMIT ${BATCH}`);
  return rowsOf<{ account_id: string; id: string; entry: Record<string, unknown> }>(result).map((row) => {
    const { v: _version, updatedAt: _updatedAt, ...entry } = row.entry;
    return { accountId: row.account_id, id: row.id, day, entry };
  });
}
