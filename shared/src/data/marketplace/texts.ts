/**
 * Hindi for the marketplace sample data a user reads, keyed by its English text (translateText in
 * @nyaya/shared/i18n). Names of people and firms are not translated and so are not listed.
 * Split by the screens that show it, so an area's first screen downloads only its own: each
 * page defines the translations it needs (the host waits for them before showing the page).
 */
import type { DataTexts } from '@nyaya/shared/i18n';
import type { ServiceId } from '../../types';
import { serviceDetailTexts } from './details';

/** The catalogue: service names, categories, featured services, the limited offer. */
export const marketplaceTexts: DataTexts = { name: 'marketplace', hi: () => import(/* webpackChunkName: "texts-marketplace-hi" */ './texts.hi.json') };
/** Category pages and provider cards: subcategories, offers' titles, descriptions, timeframes, badges. */
export const marketplaceBrowseTexts: DataTexts = {
  name: 'marketplace-browse',
  hi: () => import(/* webpackChunkName: "texts-marketplace-browse-hi" */ './browse.hi.json'),
};
/** What every service shares: intake forms, checkout and orders (fields, states, timelines), common FAQs and price lines. */
const sharedDetails = () => import(/* webpackChunkName: "texts-marketplace-details-hi" */ './details.hi.json');

/**
 * Every service's details and what they share, for the screens that show any service (intake,
 * checkout, orders, Auto Assign, the search).
 */
export const marketplaceDetailTexts: DataTexts = {
  name: 'marketplace-details',
  hi: async () => {
    const files = await Promise.all([sharedDetails(), ...Object.values(serviceDetailTexts).map((load) => load())]);
    return { default: Object.assign({}, ...files.map((file) => file.default)) as Record<string, string> };
  },
};

/**
 * One service's details and what the services share: its page downloads these (10 KB gzip for a
 * rental agreement's page) rather than every service's (18 KB).
 */
export function marketplaceServiceTexts(serviceId: ServiceId): DataTexts {
  return {
    name: `marketplace-details-${serviceId}`,
    hi: async () => {
      const [shared, own] = await Promise.all([sharedDetails(), serviceDetailTexts[serviceId]()]);
      return { default: { ...shared.default, ...own.default } };
    },
  };
}
