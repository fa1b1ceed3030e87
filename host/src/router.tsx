import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from '@nyaya/shared/router';
import { AppLayout } from './layout/AppLayout';
import { HomePage } from './pages/HomePage';
import { PageSkeleton } from './components/PageSkeleton';
import { ownerOfPath, type AreaName } from './federation/areaOwners';

// Home is the only screen whose code ships up front; error pages and the federation loader come
// on demand, which keeps home inside its byte budget (issue #7).
const RouterErrorPage = lazy(() => import('./pages/RouterErrorPage').then((module) => ({ default: module.RouterErrorPage })));
const AreaErrorBoundary = lazy(() => import('./components/AreaErrorBoundary').then((module) => ({ default: module.AreaErrorBoundary })));

export const hostRoutes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: AppLayout,
    ErrorBoundary: () => (
      <Suspense fallback={null}>
        <RouterErrorPage />
      </Suspense>
    ),
    // Only where the page came without markup (the dev server): served pages keep the server's
    // screen or skeleton until the first navigation has settled (src/bootstrap.tsx).
    HydrateFallback: PageSkeleton,
    children: [
      { index: true, Component: HomePage },
      { path: 'profile', lazy: async () => ({ Component: (await import('./pages/ProfilePage')).ProfilePage }) },
      { path: 'alternative', element: <Navigate to="/" replace /> },
      { path: 'search', lazy: () => import('./pages/SearchPage') },
      // Anything not (yet) matched: a remote area that failed to load shows its panel, else 404.
      { path: '*', lazy: () => import('./pages/UnmatchedPage') },
    ],
  },
];

const patchedAreas = new Set<AreaName>();

export const router = createBrowserRouter(hostRoutes, {
  /**
   * A remote's routes are mounted the first time its area is visited, so its code stays off
   * the wire until then. React Router calls this whenever the path only matched the splat.
   */
  async patchRoutesOnNavigation({ path, patch, signal }) {
    const area = ownerOfPath(path);
    if (!area || patchedAreas.has(area)) return;
    try {
      const { loadAreaRoutes } = await import('./federation/areaRoutes');
      const routes = await loadAreaRoutes(area);
      if (signal.aborted || patchedAreas.has(area)) return;
      const ErrorBoundary = () => (
        <Suspense fallback={null}>
          <AreaErrorBoundary area={area} />
        </Suspense>
      );
      patch('root', [{ id: `area-${area}`, ErrorBoundary, children: routes }]);
      patchedAreas.add(area);
    } catch {
      // Remembered by loadAreaRoutes; the splat route renders the area-unavailable panel.
    }
  },
});
