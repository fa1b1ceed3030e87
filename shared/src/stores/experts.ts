import { tCommon } from '@nyaya/shared/i18n/common';
import { createListStore, plainSchema } from './persistentStore';
import { isId } from './validators';

/** Ids of the experts the user saved with "Save Expert"; kept across reloads. Use with `useIdSet`. */
export const savedExpertsStore = createListStore('experts:saved', plainSchema(isId), { label: () => tCommon('store.label.savedExperts') });
