import type { IntakeValues } from '../types';
import { createPersistentStore } from './persistentStore';
import { isStringArray } from './validators';

/** Spec §4 "Favourites": a local toggle list of provider ids. Use with `useIdSet`. */
export const favouriteProvidersStore = createPersistentStore<string[]>('marketplace:favourites', [], isStringArray);

/** One draft per `${serviceId}/${providerId}`: each service's form keeps its own fields. */
export type IntakeDrafts = Record<string, Partial<IntakeValues>>;

function isIntakeDrafts(value: unknown): value is IntakeDrafts {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (draft) => typeof draft === 'object' && draft !== null && !Array.isArray(draft) && Object.values(draft).every((field) => typeof field === 'string'),
  );
}

/**
 * What the user typed in an intake form, per `${serviceId}/${providerId}`, kept across reloads.
 * Every service has its own form (`@nyaya/shared/data/marketplace/intake`), so a draft holds
 * whichever text fields its form has; a form reads only its own fields from it.
 */
export const intakeDraftsStore = createPersistentStore<IntakeDrafts>('marketplace:intake-drafts', {}, isIntakeDrafts);
