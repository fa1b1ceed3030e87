import { useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from '@nyaya/shared/router';
import { ownerOfPath } from '../federation/areaOwners';
import { areaFailures, loadAreaRoutes } from '../federation/areaRoutes';
import { AreaUnavailable } from '../components/AreaUnavailable';
import { NotFound } from '@nyaya/shared/ui/NotFound';

/** The splat route: an owned path whose remote failed gets the area panel, anything else 404. */
export function UnmatchedPage() {
  const location = useLocation();
  const navigate = useNavigate();
  useSyncExternalStore(areaFailures.subscribe, areaFailures.snapshot, areaFailures.snapshot);
  const area = ownerOfPath(location.pathname);
  if (area && areaFailures.has(area)) {
    return (
      <AreaUnavailable
        area={area}
        onRetry={async () => {
          // This page's HTML preloaded the area (delivery/src/server/areaLinks.ts), and Chrome hands a
          // failed preload to the next request for its URL: only a fresh page asks the network again.
          if (document.querySelector(`link[rel="preload"][data-area="${area}"]`)) {
            window.location.reload();
            return;
          }
          try {
            await loadAreaRoutes(area);
          } catch {
            return; // still down: the panel stays
          }
          // Navigating to the same place lets the router mount the freshly loaded routes.
          await navigate(location.pathname + location.search + location.hash, { replace: true, state: location.state });
        }}
      />
    );
  }
  return <NotFound />;
}

export const Component = UnmatchedPage;
