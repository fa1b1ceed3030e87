import type { RouteObject } from '@nyaya/shared/router';

/** Browsing screens; each page downloads on first visit. */
export const browseRoutes: RouteObject[] = [
  { path: '/marketplace', lazy: () => import('../pages/MarketplacePage') },
  { path: '/service-providers/:serviceId', lazy: () => import('../pages/ServiceProvidersPage') },
  // The spec leaves View All unregistered; we make it a real screen (issue 6).
  { path: '/category-services/:sort', lazy: () => import('../pages/CategoryServicesPage') },
  // Two paths, one screen (spec §2).
  { path: '/providers/:categoryId', lazy: () => import('../pages/CategoryPage') },
  { path: '/category/:categoryId', lazy: () => import('../pages/CategoryPage') },
];
