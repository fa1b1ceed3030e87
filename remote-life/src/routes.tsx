import type { AreaRoute } from '@nyaya/shared/router';
// Catalogues first: the host waits for them before it shows the area (federation/areaRoutes).
import './i18n';
import '@nyaya/shared/i18n/common';
import './styles.css';

/**
 * The life-planning area's screens; each page downloads on first visit. Every route has an id
 * unique across the app, and its page's chunk is named after it (AreaRoute).
 */
export const routes: AreaRoute[] = [
  { id: 'life-event', path: '/life-event', lazy: () => import(/* webpackChunkName: "route-life-event" */ './pages/LifeEventPage') },
  // The home search links here with ?highlight=<resource id>.
  { id: 'resource', path: '/resource', handle: { query: ['highlight'] }, lazy: () => import(/* webpackChunkName: "route-resource" */ './pages/ResourcePage') },
  // One resource at its own address (issue 27): its text, Save and Download.
  {
    id: 'resource-detail',
    path: '/resource/:resourceId',
    lazy: () => import(/* webpackChunkName: "route-resource-detail" */ './pages/ResourceDetailPage'),
  },
  { id: 'track', path: '/track', lazy: () => import(/* webpackChunkName: "route-track" */ './pages/TrackPage') },
  { id: 'act', path: '/act', lazy: () => import(/* webpackChunkName: "route-act" */ './pages/ActPage') },
];
