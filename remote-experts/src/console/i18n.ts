/**
 * The expert console's messages (issue 25): a catalogue of its own, in the console's chunks, so
 * the experts area's first screen (/expert-categories, 40 KB budget) does not carry them; the host
 * waits for it in Hindi after the page's import (federation/areaRoutes.ts).
 */
import { defineCatalog, defineTexts } from '@nyaya/shared/i18n';
import { marketplaceTexts } from '@nyaya/shared/data/marketplace/texts';
import english from './locales/en.json';

export const { t, useT } = defineCatalog('experts-console', english, {
  hi: () => import(/* webpackChunkName: "catalog-experts-console-hi" */ './locales/hi.json'),
});

// Orders' services and their steps are the marketplace's texts: only the console shows them here.
defineTexts(marketplaceTexts);

export { translateText } from '@nyaya/shared/i18n';
