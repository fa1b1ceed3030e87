/**
 * Hindi for the marketplace's details (each service's how-it-works, FAQs and price lines; the
 * forms, checkout and orders they share), keyed by their English text: the loaders of the pages
 * that show them, in a module of their own so that the area's other screens carry none of it.
 */
import type { DataTexts } from '@nyaya/shared/i18n';
import type { ServiceId } from '../../types';
import { detailGroupOf, detailGroupTexts } from './details';

/** What every service shares: intake forms, checkout and orders (fields, states, timelines), common FAQs and price lines. */
const sharedDetails = () => import(/* webpackChunkName: "texts-marketplace-details-hi" */ './details.hi.json');

/**
 * Every service's details and what they share, for the screens that show any service (intake,
 * checkout, orders, Auto Assign, the search).
 */
export const marketplaceDetailTexts: DataTexts = {
  name: 'marketplace-details',
  hi: async () => {
    const files = await Promise.all([sharedDetails(), ...Object.values(detailGroupTexts).map((load) => load())]);
    return { default: Object.assign({}, ...files.map((file) => file.default)) as Record<string, string> };
  },
};

/**
 * One service's details (its group's file) and what the services share: its page downloads these
 * (10 KB gzip for a rental agreement's page) rather than every service's (18 KB).
 */
export function marketplaceServiceTexts(serviceId: ServiceId): DataTexts {
  return {
    name: `marketplace-details-${detailGroupOf[serviceId]}`,
    hi: async () => {
      const [shared, own] = await Promise.all([sharedDetails(), detailGroupTexts[detailGroupOf[serviceId]]()]);
      return { default: { ...shared.default, ...own.default } };
    },
  };
}
