/**
 * The messages of the screens shown when something fails (an area unavailable, the router's error
 * page): in those screens' chunks, not on home (issue 23 made room in home's budget this way).
 * In Hindi their catalogue is a chunk from the host's own origin, which answers even when a remote
 * does not; if it cannot load either, the messages show in English.
 */
import { defineCatalog } from '@nyaya/shared/i18n';
import english from './locales/en.json';

export const { t, useT } = defineCatalog('host-errors', english, {
  hi: () => import(/* webpackChunkName: "catalog-host-errors-hi" */ './locales/hi.json'),
});
