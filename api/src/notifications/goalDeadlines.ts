/**
 * The scheduled job of "goal deadline in 7 days" (issue 27), modelled on actionItemsDue.ts: a
 * signed-in user's own goals live in the account's copy of the `life:goals` store (synced_state),
 * and each one not yet reached whose deadline is 7 days away (India's calendar) gets one
 * notification. Once per goal and deadline: the dedupe key names both, so moving the deadline
 * makes a new reminder, and two instances or a minute that runs twice still make one.
 *
 * Sent between 09:00 and 21:00 India time, as the action item reminders are.
 */
import { sql } from 'drizzle-orm';
import { addDays, indiaDay, isGoalEntry } from '@nyaya/shared/rules/life';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';
import { REMIND_FROM_HOUR, REMIND_UNTIL_HOUR } from './actionItemsDue';
import { clip, recordEvent } from './events';

const STORE_KEY = 'life:goals';
/** How far ahead of its deadline a goal is reminded. */
export const GOAL_REMINDER_DAYS = 7;
/** Goals one run reminds at most; the next minute takes the rest. */
const BATCH = 200;

const INDIA_OFFSET_MS = 330 * 60_000;
const indiaHour = (at: number) => new Date(at + INDIA_OFFSET_MS).getUTCHours();

export const goalDedupeKey = (accountId: string, goalId: string, deadline: string) => `goal-deadline:${accountId}:${goalId}:${deadline}`;

interface Candidate {
  account_id: string;
  goal_id: string;
  entry: unknown;
}

/** Records the reminders due at `at`; returns how many notifications were made. */
export async function remindGoalDeadlines(db: Db, at: number): Promise<number> {
  const hour = indiaHour(at);
  if (hour < REMIND_FROM_HOUR || hour >= REMIND_UNTIL_HOUR) return 0;
  const deadline = addDays(indiaDay(at), GOAL_REMINDER_DAYS);
  // The stored value is whatever a device wrote (only its outline is checked on the way in), so
  // SQL only finds candidates and each entry is checked by the same rule as the page's below.
  const result = await db.execute(sql`
    SELECT s.account_id, e.key AS goal_id, e.value AS entry
    FROM synced_state s, jsonb_each(CASE WHEN jsonb_typeof(s.value) = 'object' THEN s.value ELSE '{}'::jsonb END) e
    WHERE s.key = ${STORE_KEY}
      AND jsonb_typeof(e.value) = 'object'
      AND e.value->>'deadline' = ${deadline}
      AND NOT EXISTS (
        SELECT 1 FROM notifications n
        WHERE n.dedupe_key = 'goal-deadline:' || s.account_id || ':' || e.key || ':' || ${deadline}
      )
    LIMIT ${BATCH}`);
  let made = 0;
  for (const row of rowsOf<Candidate>(result)) {
    const { v: _version, updatedAt: _updatedAt, ...entry } = row.entry as Record<string, unknown>;
    if (!isGoalEntry(entry) || 'deleted' in entry) continue;
    // A goal already reached needs no reminder.
    if (entry.checkIns.reduce((sum, checkIn) => sum + checkIn.amount, 0) >= entry.target) continue;
    const recorded = await db.transaction((tx) =>
      recordEvent(tx, {
        kind: 'goal-deadline',
        recipientAccountId: row.account_id,
        subject: { type: 'goal', reference: row.goal_id },
        data: { title: clip(entry.title, 120), deadline: entry.deadline },
        dedupeKey: goalDedupeKey(row.account_id, row.goal_id, entry.deadline),
      }),
    );
    if (recorded) made += 1;
  }
  return made;
}
