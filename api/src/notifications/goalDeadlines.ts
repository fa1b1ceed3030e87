/**
 * The scheduled job of "goal deadline in 7 days" (issue 27): each own goal of a signed-in user
 * (the account's copy of `life:goals`) not yet reached whose deadline is 7 days away on India's
 * calendar gets one notification, once per goal and deadline (syncedReminders.ts).
 */
import { isGoalEntry, isGoalReached } from '@nyaya/shared/rules/life';
import type { Db } from '../db/database';
import { clip, recordEvent } from './events';
import { dueEntries, reminderDedupeKey } from './syncedReminders';

const PREFIX = 'goal-deadline';
/** How far ahead of its deadline a goal is reminded. */
export const GOAL_REMINDER_DAYS = 7;

export const goalDedupeKey = (accountId: string, goalId: string, deadline: string) => reminderDedupeKey(PREFIX, accountId, goalId, deadline);

/** Records the reminders due at `at`; returns how many notifications were made. */
export async function remindGoalDeadlines(db: Db, at: number): Promise<number> {
  let made = 0;
  const due = await dueEntries(db, at, { storeKey: 'life:goals', dayField: 'deadline', daysAhead: GOAL_REMINDER_DAYS, prefix: PREFIX });
  for (const { accountId, id, entry } of due) {
    if (!isGoalEntry(entry) || 'deleted' in entry || isGoalReached(entry)) continue;
    const recorded = await db.transaction((tx) =>
      recordEvent(tx, {
        kind: 'goal-deadline',
        recipientAccountId: accountId,
        subject: { type: 'goal', reference: id },
        data: { title: clip(entry.title, 120), deadline: entry.deadline },
        dedupeKey: goalDedupeKey(accountId, id, entry.deadline),
      }),
    );
    if (recorded) made += 1;
  }
  return made;
}
