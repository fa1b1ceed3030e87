import type { AreaRoute } from '@nyaya/shared/router';

/**
 * Browsing screens; each page downloads on first visit. Every route has an id unique across the
 * app, and its page's chunk is named after it (AreaRoute).
 */
export const browseRoutes: AreaRoute[] = [
  { id: 'marketplace', path: '/marketplace', lazy: () => import(/* webpackChunkName: "route-marketplace" */ '../pages/MarketplacePage') },
  {
    id: 'service-providers',
    path: '/service-providers/:serviceId',
    lazy: () => import(/* webpackChunkName: "route-service-providers" */ '../pages/ServiceProvidersPage'),
  },
  // The spec leaves View All unregistered; we make it a real screen (issue 6).
  {
    id: 'category-services',
    path: '/category-services/:sort',
    handle: { query: ['service'] },
    lazy: () => import(/* webpackChunkName: "route-category-services" */ '../pages/CategoryServicesPage'),
  },
  // Two paths, one screen (spec §2).
  { id: 'providers', path: '/providers/:categoryId', lazy: () => import(/* webpackChunkName: "route-providers" */ '../pages/CategoryPage') },
  { id: 'category', path: '/category/:categoryId', lazy: () => import(/* webpackChunkName: "route-category" */ '../pages/CategoryPage') },
];
