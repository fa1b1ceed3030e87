/**
 * Every bundle gets React Router from here, and this module (not `react-router`) is the shared
 * singleton. Shared modules are not tree-shaken, so sharing `react-router` itself would ship its
 * whole bundle (server rendering, cookies, sessions: ~60 KB gzip) to every visitor; re-exporting
 * only what the app uses lets rspack drop the rest while keeping one router instance per page.
 * Need another export? Add it here (the guard test fails on direct `react-router` imports).
 * Tests may import test-only helpers such as createMemoryRouter from `react-router` directly.
 */
export {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
export type { LoaderFunctionArgs, NavigateOptions, RouteObject, ShouldRevalidateFunctionArgs } from 'react-router';
export type { AreaRoute, RouteHandle, ScreenMeta } from './routeIdentity';
export { waitingForTranslations } from './translatedRoutes';
