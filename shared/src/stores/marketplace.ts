import type { RentalIntake } from '../types';
import { createPersistentStore } from './persistentStore';
import { isStringArray } from './validators';

/** Spec §4 "Favourites": a local toggle list of provider ids. Use with `useIdSet`. */
export const favouriteProvidersStore = createPersistentStore<string[]>('marketplace:favourites', [], isStringArray);

export type IntakeDrafts = Record<string, Partial<RentalIntake>>;

const intakeFields: (keyof RentalIntake)[] = ['landlordName', 'tenantName', 'propertyAddress', 'monthlyRent', 'startDate'];

function isIntakeDrafts(value: unknown): value is IntakeDrafts {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (draft) =>
      typeof draft === 'object' &&
      draft !== null &&
      !Array.isArray(draft) &&
      Object.entries(draft).every(([key, field]) => intakeFields.includes(key as keyof RentalIntake) && typeof field === 'string'),
  );
}

/** What the user typed in an intake form, per `${serviceId}/${providerId}`, kept across reloads. */
export const intakeDraftsStore = createPersistentStore<IntakeDrafts>('marketplace:intake-drafts', {}, isIntakeDrafts);
