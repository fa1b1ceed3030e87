/**
 * The life bundle's messages (English bundled here, Hindi fetched for a Hindi visitor) and the
 * sample-data translations its screens show. Components call `const t = useT()`, which also
 * renders them again when the language changes; data texts go through `translateText`.
 */
import { defineCatalog, defineTexts } from '@nyaya/shared/i18n';
import { areasTexts } from '@nyaya/shared/data/areas/texts';
import { lifeTexts } from '@nyaya/shared/data/life/texts';
import english from './locales/en.json';

export const { t, useT } = defineCatalog('life', english, {
  hi: () => import(/* webpackChunkName: "catalog-life-hi" */ './locales/hi.json'),
});
defineTexts(lifeTexts);
defineTexts(areasTexts);

export { defineTexts, translateText, useLocale } from '@nyaya/shared/i18n';
