import { tCommon } from '@nyaya/shared/i18n/common';
import { createListStore, createPersistentStore, createRecordStore, plainSchema } from './persistentStore';
import { isBoolean, isId } from './validators';
import { DEFAULT_CITY, findCity } from '../data/info/cities';

/** Ids of the spaces the user joined (Spaces: Join becomes Joined). Use with `useIdSet`. */
export const joinedSpacesStore = createListStore('info:joined-spaces', plainSchema(isId), { label: () => tCommon('store.label.joinedSpaces') });

/** Spec §4: the wallet balance is shown or masked; true = masked. */
export const walletMaskedStore = createPersistentStore<boolean>('info:wallet-masked', false, isBoolean, { label: () => tCommon('store.label.walletMasked') });

/** Ids of notifications the user opened or marked read. */
export const readNotificationsStore = createListStore('info:read-notifications', plainSchema(isId), { label: () => tCommon('store.label.readNotifications') });

/** The user's notification choices by setting id; missing ids keep the spec's defaults. */
export const notificationSettingsStore = createRecordStore('info:notification-settings', plainSchema(isBoolean), {
  label: () => tCommon('store.label.notificationSettings'),
});

/** The city whose local events the user looks at (one of INDIAN_CITIES' ids). */
export const localCityStore = createPersistentStore<string>(
  'info:local-city',
  DEFAULT_CITY,
  (value): value is string => typeof value === 'string' && !!findCity(value),
  {
    label: () => tCommon('store.label.localCity'),
  },
);

/**
 * Ids of the local events the user "joined" in this browser before RSVPs were real (issue 26);
 * kept, not shown: an RSVP is now a place kept by the server.
 */
export const joinedLocalEventsStore = createListStore('info:joined-local-events', plainSchema(isId), { label: () => tCommon('store.label.joinedEvents') });
