import type { RouteObject } from 'react-router';

/** The purchase flow's screens; each page downloads on first visit. */
export const purchaseRoutes: RouteObject[] = [];
