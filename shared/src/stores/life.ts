import { tCommon } from '@nyaya/shared/i18n/common';
import type { CompletionOverrides } from '../rules/life/completionOverrides';
import { createRecordStore, plainSchema, type PersistentStore } from './persistentStore';
import { isBoolean } from './validators';

/**
 * Spec §4 "Action items": ticking completes an item and unticking reopens it, across reloads.
 * Only the user's changes are stored (id → completed), so the sample list can change underneath;
 * an entry that is not a boolean is kept in storage but not used, and the sample data shows as it is.
 */
export const actionItemCompletionStore: PersistentStore<CompletionOverrides> = createRecordStore('life:action-item-completion', plainSchema(isBoolean), {
  label: () => tCommon('store.label.actionItems'),
});
