/**
 * The search results' messages (the panel under home's search box and the /search page): a
 * catalogue of their own, fetched with that code, so that home carries only its search box's
 * (issue 22, home's byte budget). Both wait for it in Hindi before they show.
 */
import { defineCatalog } from '@nyaya/shared/i18n';
import english from './locales/en.json';

export const { t, useT } = defineCatalog('host-search', english, {
  hi: () => import(/* webpackChunkName: "catalog-host-search-hi" */ './locales/hi.json'),
});

export { translateText } from '@nyaya/shared/i18n';
