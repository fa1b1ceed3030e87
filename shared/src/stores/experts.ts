import { createPersistentStore } from './persistentStore';
import { isStringArray } from './validators';

/** Ids of the experts the user saved with "Save Expert"; kept across reloads. Use with `useIdSet`. */
export const savedExpertsStore = createPersistentStore<string[]>('experts:saved', [], isStringArray);
