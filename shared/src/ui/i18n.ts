/**
 * The UI kit's own texts (Back, Close, Breadcrumb, the 404 panel…): a catalogue of their own, so
 * that home carries these few and not the shared rules' messages (`@nyaya/shared/i18n/common`),
 * which only the areas show (issue 22, home's byte budget). Bundled with the kit; the Hindi half
 * is fetched only for a Hindi visitor.
 */
import { defineCatalog } from '@nyaya/shared/i18n';
import english from './locales/en.json';

export const { t: tKit, useT: useKitT } = defineCatalog('kit', english, {
  hi: () => import(/* webpackChunkName: "catalog-kit-hi" */ './locales/hi.json'),
});
