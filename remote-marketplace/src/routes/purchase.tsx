import type { RouteObject } from '@nyaya/shared/router';

/** The purchase flow's screens; each page downloads on first visit. */
export const purchaseRoutes: RouteObject[] = [
  { path: '/service-details/:serviceId?', lazy: () => import('../pages/ServiceDetailPage') },
  { path: '/service/:serviceId/:providerId', lazy: () => import('../pages/IntakePage') },
  { path: '/order-confirmation', lazy: () => import('../pages/OrderConfirmationPage') },
  { path: '/order-tracking', lazy: () => import('../pages/OrderTrackingPage') },
];
