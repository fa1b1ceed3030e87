/**
 * The marketplace bundle's messages (English bundled here, Hindi fetched for a Hindi visitor) and the
 * sample-data translations its screens show. Components call `const t = useT()`, which also
 * renders them again when the language changes; data texts go through `translateText`.
 */
import { defineCatalog, defineTexts } from '@nyaya/shared/i18n';
import { areasTexts } from '@nyaya/shared/data/areas/texts';
import { marketplaceTexts } from '@nyaya/shared/data/marketplace/texts';
import english from './locales/en.json';

export const { t, useT } = defineCatalog('marketplace', english, {
  hi: () => import(/* webpackChunkName: "catalog-marketplace-hi" */ './locales/hi.json'),
});
defineTexts(marketplaceTexts);
defineTexts(areasTexts);

export { translateText, useLocale } from '@nyaya/shared/i18n';
