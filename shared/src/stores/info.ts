import { createPersistentStore } from './persistentStore';
import { isBoolean, isBooleanRecord, isStringArray } from './validators';

/** Ids of the spaces the user joined (Spaces: Join becomes Joined). Use with `useIdSet`. */
export const joinedSpacesStore = createPersistentStore<string[]>('info:joined-spaces', [], isStringArray);

/** Spec §4: the wallet balance is shown or masked; true = masked. */
export const walletMaskedStore = createPersistentStore<boolean>('info:wallet-masked', false, isBoolean);

/** Ids of notifications the user opened or marked read. */
export const readNotificationsStore = createPersistentStore<string[]>('info:read-notifications', [], isStringArray);

/** The user's notification choices by setting id; missing ids keep the spec's defaults. */
export const notificationSettingsStore = createPersistentStore<Record<string, boolean>>('info:notification-settings', {}, isBooleanRecord);

/** Ids of the local events the user joined. Use with `useIdSet`. */
export const joinedLocalEventsStore = createPersistentStore<string[]>('info:joined-local-events', [], isStringArray);
