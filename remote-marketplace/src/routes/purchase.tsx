import type { AreaRoute } from '@nyaya/shared/router';

/**
 * The purchase flow's screens; each page downloads on first visit. Every route has an id unique
 * across the app, and its page's chunk is named after it (AreaRoute). The checkout shows what this
 * browser carried and typed, and the order pages load the order from the API with this browser's
 * session: a server rendering ahead knows neither, so they are not prerendered (`handle.prerender`).
 * The checkout and the order pages are the only screens that import the API's schemas (zod): the
 * detail and intake pages only navigate to /checkout.
 */
export const purchaseRoutes: AreaRoute[] = [
  {
    id: 'service-details',
    path: '/service-details/:serviceId?',
    lazy: () => import(/* webpackChunkName: "route-service-details" */ '../pages/ServiceDetailPage'),
  },
  { id: 'intake', path: '/service/:serviceId/:providerId', lazy: () => import(/* webpackChunkName: "route-intake" */ '../pages/IntakePage') },
  { id: 'checkout', path: '/checkout', handle: { prerender: false }, lazy: () => import(/* webpackChunkName: "route-checkout" */ '../pages/CheckoutPage') },
  {
    id: 'order-confirmation',
    path: '/order-confirmation',
    handle: { prerender: false, query: ['order'] },
    lazy: () => import(/* webpackChunkName: "route-order-confirmation" */ '../pages/OrderConfirmationPage'),
  },
  {
    id: 'order-chat',
    path: '/order-chat',
    handle: { prerender: false, query: ['order'] },
    lazy: () => import(/* webpackChunkName: "route-order-chat" */ '../pages/OrderChatPage'),
  },
  {
    id: 'order-tracking',
    path: '/order-tracking',
    handle: { prerender: false, query: ['order'] },
    lazy: () => import(/* webpackChunkName: "route-order-tracking" */ '../pages/OrderTrackingPage'),
  },
];
