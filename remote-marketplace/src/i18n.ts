/**
 * The marketplace bundle's messages (English bundled here, Hindi fetched for a Hindi visitor) and the
 * sample-data translations its screens show. Components call `const t = useT()`, which also
 * renders them again when the language changes; data texts go through `translateText`.
 */
import { defineCatalog, defineTexts } from '@nyaya/shared/i18n';
import { marketplaceTexts } from '@nyaya/shared/data/marketplace';
import { expertsTexts } from '@nyaya/shared/data/experts';
import english from './locales/en.json';

export const { t, useT } = defineCatalog('marketplace', english, {
  hi: () => import(/* webpackChunkName: "catalog-marketplace-hi" */ './locales/hi.json'),
});
defineTexts('marketplace', marketplaceTexts);
defineTexts('experts', expertsTexts);

export { translateText, useLocale } from '@nyaya/shared/i18n';
