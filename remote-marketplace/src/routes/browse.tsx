import type { RouteObject } from 'react-router';

/** Browsing screens; each page downloads on first visit. */
export const browseRoutes: RouteObject[] = [{ path: '/marketplace', lazy: () => import('../pages/MarketplacePage') }];
