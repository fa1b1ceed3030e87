import type { AreaRoute } from '@nyaya/shared/router';
// Catalogues first: the host waits for them before it shows the area (federation/areaRoutes).
import './i18n';
import '@nyaya/shared/i18n/common';
import './styles.css';

/**
 * The experts area's screens; each page downloads on first visit. Every route has an id unique
 * across the app, and its page's chunk is named after it (AreaRoute). Booking and the console need
 * the API and what only this browser holds (the draft, the session), so the server does not render
 * them ahead.
 */
export const routes: AreaRoute[] = [
  { id: 'expert-categories', path: '/expert-categories', lazy: () => import(/* webpackChunkName: "route-expert-categories" */ './pages/ExpertCategoriesPage') },
  {
    id: 'experts',
    path: '/experts',
    // The category and the filters (expertFilterParams): the server renders the filtered list.
    handle: { query: ['category', 'area', 'city', 'lang', 'fee', 'sort'] },
    lazy: () => import(/* webpackChunkName: "route-experts" */ './pages/ExpertsPage'),
  },
  { id: 'expert-profile', path: '/lawyer-profile/:lawyerId', lazy: () => import(/* webpackChunkName: "route-expert-profile" */ './pages/ExpertProfilePage') },
  {
    id: 'expert-booking',
    path: '/lawyer-profile/:lawyerId/book',
    handle: { prerender: false, query: ['mode'] },
    lazy: () => import(/* webpackChunkName: "route-expert-booking" */ './pages/BookingPage'),
  },
  // The expert's console (issue 25): who is signed in decides what it shows, so nothing is rendered ahead.
  {
    id: 'console',
    path: '/console',
    handle: { prerender: false, query: ['status'] },
    lazy: () => import(/* webpackChunkName: "route-console" */ './console/ConsolePage'),
  },
  // A consultation's conversation (issue 25): whose it is decides what it shows, so it is not rendered ahead.
  {
    id: 'consultation-chat',
    path: '/consultation-chat',
    handle: { prerender: false, query: ['booking'] },
    lazy: () => import(/* webpackChunkName: "route-consultation-chat" */ './pages/ConsultationChatPage'),
  },
  // The review queue of reported content (issue 26): for expert accounts only, never rendered ahead.
  {
    id: 'console-reports',
    path: '/console/reports',
    handle: { prerender: false },
    lazy: () => import(/* webpackChunkName: "route-console-reports" */ './console/ConsoleReportsPage'),
  },
  {
    id: 'console-order',
    path: '/console/orders/:orderNumber',
    handle: { prerender: false },
    lazy: () => import(/* webpackChunkName: "route-console-order" */ './console/ConsoleOrderPage'),
  },
];
