/**
 * The profile's messages: a catalogue of their own, in the profile's chunk, so that home does not
 * carry them (issue 22, home's byte budget). The route waits for them in Hindi (hostRoutes.tsx).
 */
import { defineCatalog } from '@nyaya/shared/i18n';
import english from './locales/en.json';

export const { t, useT } = defineCatalog('host-profile', english, {
  hi: () => import(/* webpackChunkName: "catalog-host-profile-hi" */ './locales/hi.json'),
});

export { translateText } from '@nyaya/shared/i18n';
