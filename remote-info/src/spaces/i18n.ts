/**
 * Messages of a space's page and of joining (issue 26): a catalogue of its own, in the spaces
 * screens' chunks, so the area's first screen (/trending) does not carry them.
 */
import { defineCatalog } from '@nyaya/shared/i18n';
import english from './locales/en.json';

export const { t, useT } = defineCatalog('info-spaces', english, {
  hi: () => import(/* webpackChunkName: "catalog-info-spaces-hi" */ './locales/hi.json'),
});
