import type { CompletionOverrides } from '../rules/life/completionOverrides';
import { createPersistentStore } from './persistentStore';
import { isBooleanRecord } from './validators';

/**
 * Spec §4 "Action items": ticking completes an item and unticking reopens it, across reloads.
 * Only the user's changes are stored (id → completed), so the sample list can change underneath;
 * anything else in storage is ignored and the sample data shows as it is.
 */
export const actionItemCompletionStore = createPersistentStore<CompletionOverrides>(
  'life:action-item-completion',
  {},
  isBooleanRecord,
);
