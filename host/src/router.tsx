import { createBrowserRouter, Navigate, type RouteObject } from '@nyaya/shared/router';
import { AppLayout } from './layout/AppLayout';
import { HomePage } from './pages/HomePage';
import { RouterErrorPage } from './pages/RouterErrorPage';
import { UnmatchedPage } from './pages/UnmatchedPage';
import { ownerOfPath, type AreaName } from './federation/areaOwners';
import { loadAreaRoutes } from './federation/areaRoutes';
import { AreaErrorBoundary } from './components/AreaErrorBoundary';
import { PageSkeleton } from './components/PageSkeleton';

export const hostRoutes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: AppLayout,
    ErrorBoundary: RouterErrorPage,
    // Shown while the first screen's area downloads on a cold deep link.
    HydrateFallback: PageSkeleton,
    children: [
      { index: true, Component: HomePage },
      { path: 'profile', lazy: async () => ({ Component: (await import('./pages/ProfilePage')).ProfilePage }) },
      { path: 'alternative', element: <Navigate to="/" replace /> },
      { path: 'search', lazy: () => import('./pages/SearchPage') },
      // Anything not (yet) matched: a remote area that failed to load shows its panel, else 404.
      { path: '*', Component: UnmatchedPage },
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
      const routes = await loadAreaRoutes(area);
      if (signal.aborted || patchedAreas.has(area)) return;
      patch('root', [{ id: `area-${area}`, ErrorBoundary: () => <AreaErrorBoundary area={area} />, children: routes }]);
      patchedAreas.add(area);
    } catch {
      // Remembered by loadAreaRoutes; the splat route renders the area-unavailable panel.
    }
  },
});
