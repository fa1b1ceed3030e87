import type { RouteObject } from '@nyaya/shared/router';
import './styles.css';

/** The life-planning area's screens; each page downloads on first visit. */
export const routes: RouteObject[] = [
  { path: '/life-event', lazy: () => import('./pages/LifeEventPage') },
  { path: '/resource', lazy: () => import('./pages/ResourcePage') },
  { path: '/track', lazy: () => import('./pages/TrackPage') },
  { path: '/act', lazy: () => import('./pages/ActPage') },
];
