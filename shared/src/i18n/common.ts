/**
 * The common catalogue: the UI kit's texts (Back, Close, Search…) and the messages the shared
 * rules return (validation, statuses). Bundled into each bundle that uses them, like the kit;
 * its Hindi half is fetched only for a Hindi visitor.
 */
import { defineCatalog } from '@nyaya/shared/i18n';
import english from './locales/en.json';

export const { t: tCommon, useT: useCommonT } = defineCatalog('common', english, {
  hi: () => import(/* webpackChunkName: "catalog-common-hi" */ './locales/hi.json'),
});
