/**
 * The messages of the account's own screens (Edit Profile, Notification Settings, Privacy &
 * Security, Help & Support): one catalogue in those screens' chunks, never on home. Their routes
 * wait for the Hindi (hostRoutes.tsx).
 */
import { defineCatalog } from '@nyaya/shared/i18n';
import english from './locales/en.json';

export const { t, useT } = defineCatalog('host-account', english, {
  hi: () => import(/* webpackChunkName: "catalog-host-account-hi" */ './locales/hi.json'),
});
