import { tCommon } from '@nyaya/shared/i18n/common';
import type { CompletionOverrides } from '../rules/life/completionOverrides';
import { isLifePlanEntry, type LifePlanEntries, type LifePlanEntry } from '../rules/life/lifePlans';
import { isActionItemEntry, isTombstone, type ActionItemEntries, type ActionItemEntry } from '../rules/life/ownActionItems';
import { isGoalEntry, isGoalTombstone, type GoalEntries, type GoalEntry } from '../rules/life/ownGoals';
import { sanitizeText } from '../rules/sanitizeText';
import { createListStore, createRecordStore, plainSchema, versionTwoObjectSchema, type PersistentStore } from './persistentStore';
import { isBoolean, isId } from './validators';

/**
 * Spec §4 "Action items": ticking completes an item and unticking reopens it, across reloads.
 * Only the user's changes are stored (id → completed), so the sample list can change underneath;
 * an entry that is not a boolean is kept in storage but not used, and the sample data shows as it is.
 */
export const actionItemCompletionStore: PersistentStore<CompletionOverrides> = createRecordStore('life:action-item-completion', plainSchema(isBoolean), {
  label: () => tCommon('store.label.actionItems'),
});

/** An entry's text without invisible characters (a synced value may come from anywhere); the same entry when clean. */
function cleanEntry(entry: ActionItemEntry): ActionItemEntry {
  if (isTombstone(entry)) return entry;
  const title = sanitizeText(entry.title);
  const description = sanitizeText(entry.description);
  return title === entry.title && description === entry.description ? entry : { ...entry, title, description };
}

/**
 * Issue 27: the user's own action items, id → the item or its tombstone (ownActionItems.ts), each
 * stored as `{ ...entry, v: 2, updatedAt }`. The account sync merges it per entry by `updatedAt`,
 * so an edit or a delete made later wins on every device. An entry this version does not accept
 * (a forged value, a later version's) is kept as it is and not shown.
 */
export const actionItemsStore: PersistentStore<ActionItemEntries> = createRecordStore<ActionItemEntry>(
  'life:action-items',
  versionTwoObjectSchema<ActionItemEntry>(isActionItemEntry, cleanEntry),
  { label: () => tCommon('store.label.actionItems') },
);

/** A goal's title without invisible characters (a synced value may come from anywhere); the same entry when clean. */
function cleanGoal(entry: GoalEntry): GoalEntry {
  if (isGoalTombstone(entry)) return entry;
  const title = sanitizeText(entry.title);
  return title === entry.title ? entry : { ...entry, title };
}

/**
 * Issue 27: the user's own goals with their check-ins, id → the goal or its tombstone
 * (ownGoals.ts), stored and synced exactly as the action items above: each entry merged by its
 * `updatedAt`, entries this version does not accept kept as they are and not shown.
 */
// Labelled with the generic "Your changes": a label of its own would be one more string in the
// common catalog every page (home included, within its byte budget) downloads.
export const goalsStore: PersistentStore<GoalEntries> = createRecordStore<GoalEntry>('life:goals', versionTwoObjectSchema<GoalEntry>(isGoalEntry, cleanGoal), {
  label: () => tCommon('store.label.changes'),
});

/** For the profile's Goals Completed, which reads the store without the rest of the life rules. */
export { countCompletedGoals } from '../rules/life/ownGoals';

/**
 * Issue 27: the user's life plans, id → the plan or its tombstone (rules/life/lifePlans.ts),
 * stored and synced exactly as `life:action-items` is: `{ ...entry, v: 2, updatedAt }`, merged per
 * entry by time, entries this version does not accept kept as they are and not shown.
 */
export const lifePlansStore: PersistentStore<LifePlanEntries> = createRecordStore<LifePlanEntry>(
  'life:plans',
  versionTwoObjectSchema<LifePlanEntry>(isLifePlanEntry, (entry) => entry),
  // The generic label, as for goals: every page downloads the common catalog (home's byte budget).
  { label: () => tCommon('store.label.changes') },
);

/**
 * The resources the user downloaded (ids, each once, newest last): the profile's Resources
 * Downloaded counts them. Synced, so every device counts the same.
 */
export const downloadedResourcesStore: PersistentStore<string[]> = createListStore('life:downloaded-resources', plainSchema(isId), {
  label: () => tCommon('store.label.changes'),
});

/** The resources the user saved (ids, newest last), kept like the saved experts. */
export const savedResourcesStore: PersistentStore<string[]> = createListStore('life:saved-resources', plainSchema(isId), {
  label: () => tCommon('store.label.changes'),
});
