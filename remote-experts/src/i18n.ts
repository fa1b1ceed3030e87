/**
 * The experts bundle's messages (English bundled here, Hindi fetched for a Hindi visitor) and the
 * sample-data translations its screens show. Components call `const t = useT()`, which also
 * renders them again when the language changes; data texts go through `translateText`.
 */
import { defineCatalog, defineTexts } from '@nyaya/shared/i18n';
import { areasTexts } from '@nyaya/shared/data/areas/texts';
import { expertsTexts } from '@nyaya/shared/data/experts/texts';
import english from './locales/en.json';

export const { t, useT } = defineCatalog('experts', english, {
  hi: () => import(/* webpackChunkName: "catalog-experts-hi" */ './locales/hi.json'),
});
defineTexts(expertsTexts);
defineTexts(areasTexts);

export { translateText, useLocale } from '@nyaya/shared/i18n';
