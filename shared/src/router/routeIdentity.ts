// Through index.ts: outside it, the guard test allows no `react-router` import.
import type { RouteObject } from './index';

/**
 * What a route tells the delivery build and the server about its screen (`route.handle`). The
 * server reads it from the route objects themselves, never from source text.
 */
export interface RouteHandle {
  /**
   * `false`: the screen depends on what only the browser has (history state, a draft, the
   * session), so the server must not render it ahead; it sends the loading skeleton instead.
   */
  prerender?: false;
  /**
   * The query-string parameters the screen reads (`useSearchParams`, a loader's `request.url`).
   * The server keys its screen cache by the route and only these parameters, so a screen that
   * reads a parameter not listed here would be served another query's cached screen.
   */
  query?: readonly string[];
  /**
   * For a screen drawn from live data (a loader reading the API, as a guest): the server keeps
   * its render at most this many seconds, so a reply shows in the first paint soon after it is
   * written. Without it a render is kept until the area is redeployed.
   */
  freshSeconds?: number;
  /**
   * The page's own title and description (and their Open Graph tags, for a link shared on
   * WhatsApp), from the route's loader data; null keeps the app's.
   */
  meta?: (data: unknown) => ScreenMeta | null;
}

/** A screen's own `<title>` and description, for its server-rendered page. */
export interface ScreenMeta {
  title: string;
  description: string;
}

/**
 * A route of the app: a React Router route object with a required `id` and a typed `handle`.
 * The id is kebab-case and unique across the whole app (host and every area). An area route's
 * lazy page import names its chunk `route-<id>`
 * (`import(/* webpackChunkName: "route-expert-profile" *\/ './pages/ExpertProfilePage')`): that
 * is how the delivery build finds each route's files. (Not the bare id: a remote's container chunk
 * is named after its area, and so are `/experts` and `/marketplace`.) Children, if any, are the
 * same kind.
 *
 * A type, not a `defineRoutes()` function: a route table that imported a value from
 * `@nyaya/shared/router` (a federated singleton) would make every area's `./routes` wait for that
 * shared module before it can run.
 */
export type AreaRoute = AreaIndexRoute | AreaBranchRoute;

/** What every route adds to React Router's route object: a required id and a typed handle. */
interface RouteIdentity {
  id: string;
  handle?: RouteHandle;
}

/** An index route (`index: true`, no children, no path). */
export interface AreaIndexRoute extends Omit<Extract<RouteObject, { index: true }>, 'id' | 'handle'>, RouteIdentity {}

/** Any other route: a screen with a path, or a layout whose children are AreaRoutes too. */
export interface AreaBranchRoute extends Omit<Exclude<RouteObject, { index: true }>, 'id' | 'handle' | 'children'>, RouteIdentity {
  children?: AreaRoute[];
}
