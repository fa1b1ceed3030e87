import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { Outlet, RouterProvider, useLocation, waitingForTranslations, type RouteObject } from '@nyaya/shared/router';
import { ToastOutlet } from '../ui/ToastOutlet';

/** Shows where the router ended up, so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders an area's real route table (lazy pages, loaders) in a memory router at `path`, as the
 * host mounts it, with
 * the toast outlet and a probe of the current location. Unknown paths render "Not found".
 */
export function renderRoutes(routes: RouteObject[], path: string, state?: unknown) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        HydrateFallback: () => <p>Loading…</p>,
        element: (
          <>
            <Outlet />
            <ToastOutlet />
            <LocationProbe />
          </>
        ),
        // As the host mounts them: a page shows once its data translations are in (see translatedRoutes).
        children: [...routes.map(waitingForTranslations), { path: '*', element: <p>Not found</p> }],
      },
    ],
    { initialEntries: [state === undefined ? path : { pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state }] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}
