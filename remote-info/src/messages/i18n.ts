/**
 * Private messages' texts (issue 26): a catalogue of its own, in the /private pages' chunks, so the
 * area's first screen does not carry them; the Hindi half is fetched only for a Hindi visitor.
 */
import { defineCatalog } from '@nyaya/shared/i18n';
import english from './locales/en.json';

export const { t, useT } = defineCatalog('info-messages', english, {
  hi: () => import(/* webpackChunkName: "catalog-info-messages-hi" */ './locales/hi.json'),
});
