/**
 * Messages of the Report control (issue 26): a catalogue of its own, so the discussion pages and
 * the private conversation page share it without either carrying the other's texts.
 */
import { defineCatalog } from '@nyaya/shared/i18n';
import english from './locales/en.json';

export const { t, useT } = defineCatalog('info-moderation', english, {
  hi: () => import(/* webpackChunkName: "catalog-info-moderation-hi" */ './locales/hi.json'),
});
