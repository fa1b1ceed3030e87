/**
 * The sign-in screen's messages, in its own chunk (home does not carry them). The route waits for
 * the Hindi ones (hostRoutes.tsx).
 */
import { defineCatalog } from '@nyaya/shared/i18n';
import english from './locales/en.json';

export const { t, useT } = defineCatalog('host-sign-in', english, {
  hi: () => import(/* webpackChunkName: "catalog-host-sign-in-hi" */ './locales/hi.json'),
});
