import type { RouteObject } from '@nyaya/shared/router';

/**
 * The purchase flow's screens; each page downloads on first visit. The checkout shows what this
 * browser carried and typed, and the order pages load the order from the API with this browser's
 * session: a server rendering ahead knows neither, so they are not prerendered (`handle.prerender`,
 * read by @nyaya/shared/prerender). The checkout and the order pages are the only screens that
 * import the API's schemas (zod): the detail and intake pages only navigate to /checkout.
 */
export const purchaseRoutes: RouteObject[] = [
  { path: '/service-details/:serviceId?', lazy: () => import('../pages/ServiceDetailPage') },
  { path: '/service/:serviceId/:providerId', lazy: () => import('../pages/IntakePage') },
  { path: '/checkout', handle: { prerender: false }, lazy: () => import('../pages/CheckoutPage') },
  { path: '/order-confirmation', handle: { prerender: false }, lazy: () => import('../pages/OrderConfirmationPage') },
  { path: '/order-tracking', handle: { prerender: false }, lazy: () => import('../pages/OrderTrackingPage') },
];
