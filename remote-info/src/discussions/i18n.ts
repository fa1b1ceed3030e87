/**
 * Messages of the public discussions' screens (issue 26): a catalogue of its own, in those pages'
 * chunks, so the area's first screen (/trending) does not carry them.
 */
import { defineCatalog } from '@nyaya/shared/i18n';
import english from './locales/en.json';

export const { t, useT } = defineCatalog('info-discussions', english, {
  hi: () => import(/* webpackChunkName: "catalog-info-discussions-hi" */ './locales/hi.json'),
});
