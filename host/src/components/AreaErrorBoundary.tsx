import { useRouteError } from '@nyaya/shared/router';
import type { AreaName } from '../federation/areaOwners';
import { AreaUnavailable } from './AreaUnavailable';

/**
 * Catches what goes wrong inside an area after its route table loaded (a page chunk that fails
 * to download, a render error). The route module cache cannot be reset from outside, so Retry
 * reloads the page, which fetches every chunk again.
 */
export function AreaErrorBoundary({ area }: { area: AreaName }) {
  const error = useRouteError();
  console.error(`[nyaya] ${area} area failed`, error);
  return <AreaUnavailable area={area} onRetry={() => window.location.reload()} />;
}
