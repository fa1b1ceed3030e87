/**
 * Hindi for the marketplace sample data a user reads, keyed by its English text (translateText in
 * @nyaya/shared/i18n). Names of people and firms are not translated and so are not listed.
 * Split by the screens that show it, so an area's first screen downloads only its own: each
 * page defines the translations it needs (the host waits for them before showing the page). The
 * details' (services, forms, orders) are in detailTexts.ts, apart, so that their loaders are not
 * part of every marketplace screen.
 */
import type { DataTexts } from '@nyaya/shared/i18n';

/** The catalogue: service names, categories, featured services, the limited offer. */
export const marketplaceTexts: DataTexts = { name: 'marketplace', hi: () => import(/* webpackChunkName: "texts-marketplace-hi" */ './texts.hi.json') };
/** Category pages and provider cards: subcategories, offers' titles, descriptions, timeframes, badges. */
export const marketplaceBrowseTexts: DataTexts = {
  name: 'marketplace-browse',
  hi: () => import(/* webpackChunkName: "texts-marketplace-browse-hi" */ './browse.hi.json'),
};
