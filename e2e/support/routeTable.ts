/**
 * What the route sweeps visit, as plain data (no Playwright), so that a unit test can hold it
 * against the route tables: host/src/federation/routeKnowledge.test.ts fails when an area route is
 * visited by none of these, or when an entry matches no route (but the 404 sample).
 */

/** The deliberate 404 sample: a path no route and no area owns. */
export const notFoundSample = '/no-such-page';

/**
 * Every route of the app (the spec's route table, the host's /search, the booking page), with
 * sample ids that exist in the sample data: what the sweeps (accessibility, console errors,
 * hostile input, layout) visit. The order pages are not here: see orderFlowRoutes.
 */
export const routeTable: string[] = [
  '/',
  '/profile',
  // A guest opening an account page is sent to sign in (with next): the sweep checks that screen.
  '/profile/edit',
  '/profile/notifications',
  '/profile/privacy',
  '/profile/help',
  '/sign-in?next=%2Fprofile',
  '/search?q=rental',
  '/spaces',
  '/spaces/new',
  // A seeded space (api/drizzle/0017_spaces.sql).
  '/spaces/sp-tenants',
  '/wallet',
  '/schedule',
  '/notifications',
  '/share',
  '/trending',
  '/public',
  '/public/new',
  // A seeded discussion (api/drizzle/0014_discussions.sql).
  '/public/ds-1',
  '/private',
  // A private conversation (issue 26): a guest is asked to sign in.
  '/private/CNV1',
  '/local',
  '/life-event',
  '/resource',
  '/resource/res-8',
  '/track',
  '/act',
  '/expert-categories',
  '/experts',
  '/experts?category=legal',
  '/lawyer-profile/adv.-priya-sharma',
  '/lawyer-profile/adv.-priya-sharma/book',
  // A guest on the expert's console is asked to sign in (issue 25); an order's page the same.
  '/console',
  '/console/orders/ORDAB12CD34E',
  '/console/reports',
  // A consultation's chat (issue 25) without a booking goes to the profile. (One that is not this
  // browser's says so, after the API's 404, which the sweep would count as a console error; the
  // same screen is swept with a real order through orderFlowRoutes' /order-chat.)
  '/consultation-chat',
  '/marketplace',
  '/service-providers/rental-agreement',
  '/category-services/cheapest?service=rental-agreement',
  '/providers/drafting',
  '/category/property',
  '/service-details/rental-agreement-1',
  '/service-details',
  '/service/rental-agreement/legaldocs-pro',
  '/service-details/legacy-wills',
  '/service/company-registration/startup-filings',
  notFoundSample,
];

/**
 * The screens only a purchase reaches: visited directly, each goes to the marketplace. The sweeps
 * reach them the way a user does, through openOrderPages (support/routes.ts), in this order.
 */
export const orderFlowRoutes = ['/checkout', '/order-confirmation', '/order-tracking', '/order-chat'] as const;
