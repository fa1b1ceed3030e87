import { lazy, Suspense } from 'react';
import { createBrowserRouter } from '@nyaya/shared/router';
import { hostRoutes } from './hostRoutes';
import { ownerOfPath, type AreaName } from './federation/areaOwners';

// The area error boundary and the federation loader come on demand, like the error page (issue #7).
const AreaErrorBoundary = lazy(() => import('./components/AreaErrorBoundary').then((module) => ({ default: module.AreaErrorBoundary })));

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
