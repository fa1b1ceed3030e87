/**
 * The Documents section's messages: a catalogue of its own in the tracking page's chunk, so the
 * marketplace's first screen does not carry them; the host waits for it in Hindi after the page's
 * import (federation/areaRoutes.ts).
 */
import { defineCatalog } from '@nyaya/shared/i18n';
import english from './locales/en.json';

export const { t, useT } = defineCatalog('marketplace-documents', english, {
  hi: () => import(/* webpackChunkName: "catalog-marketplace-documents-hi" */ './locales/hi.json'),
});
