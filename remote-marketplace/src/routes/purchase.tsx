import type { RouteObject } from '@nyaya/shared/router';

/**
 * The purchase flow's screens; each page downloads on first visit. The order pages show the
 * order the browser carries in its history, which a server never sees: they are not prerendered
 * (`handle.prerender`, read by @nyaya/shared/prerender).
 */
export const purchaseRoutes: RouteObject[] = [
  { path: '/service-details/:serviceId?', lazy: () => import('../pages/ServiceDetailPage') },
  { path: '/service/:serviceId/:providerId', lazy: () => import('../pages/IntakePage') },
  { path: '/order-confirmation', handle: { prerender: false }, lazy: () => import('../pages/OrderConfirmationPage') },
  { path: '/order-tracking', handle: { prerender: false }, lazy: () => import('../pages/OrderTrackingPage') },
];
