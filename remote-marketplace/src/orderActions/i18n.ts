/**
 * The messages of what a client does with a placed order (issue 25): the delivered draft, a
 * revision, cancelling. A catalogue of its own in the tracking page's chunk, so the marketplace's
 * first screen does not carry it; the host waits for it in Hindi after the page's import.
 */
import { defineCatalog } from '@nyaya/shared/i18n';
import english from './locales/en.json';

export const { t, useT } = defineCatalog('marketplace-order-actions', english, {
  hi: () => import(/* webpackChunkName: "catalog-marketplace-order-actions-hi" */ './locales/hi.json'),
});
