/**
 * The prerender entry that product packages see (`@nyaya/delivery/prerender`): rendering a route
 * table to HTML, for markup that paints before any JavaScript has run. The host's prerender entry
 * exports `shells` (home and the skeleton, rendered at build time); each remote's exports
 * `renderer = areaRenderer(routes)`, which the server loads (in a worker) to put a deep link's
 * screen into its page, and whose route list the build writes into the remote's manifest. The
 * browser then renders the same screen with createRoot, which replaces this markup in one commit
 * (no hydration). React Router's server API is imported directly: this is Node code, outside the
 * browser's router kit (`@nyaya/shared/router`).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { activateLocale, ensureCatalogs, type Locale } from '@nyaya/shared/i18n';

/** Longer URLs are not worth rendering ahead: the app answers them in the browser. */
const MAX_URL_LENGTH = 2048;

/**
 * The markup of `routes` at `url` (a path with its query), or null when there is nothing
 * worth sending ahead: no route matches, a loader redirected or failed, rendering threw, or the
 * screen renders nothing here. A route whose screen depends on what only the browser has (the
 * state carried in its history) says so with `handle: { prerender: false }` and is not rendered.
 * The caller then sends its loading skeleton and the app renders the answer itself.
 */
export async function renderRoutes(routes: RouteObject[], url: string, locale: Locale = 'en'): Promise<RenderedScreen | null> {
  if (url.length > MAX_URL_LENGTH) return null;
  try {
    await ensureCatalogs(locale);
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(new URL(url, 'http://localhost')));
    if (context instanceof Response || context.errors || context.statusCode !== 200) return null;
    if (context.matches.some(({ route }) => handleOf(route).prerender === false)) return null;
    // The matched pages' modules are loaded now, and may have defined translations of their own.
    await ensureCatalogs(locale);
    const router = createStaticRouter(handler.dataRoutes, context);
    // Renders interleave at their awaits; from here to the markup nothing awaits, so this render
    // is wholly in `locale` whatever the others ask for.
    activateLocale(locale);
    const markup = renderToString(
      <StrictMode>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StrictMode>,
    );
    if (!markup.trim()) return null;
    const deepest = context.matches[context.matches.length - 1]!;
    const meta = handleOf(deepest.route).meta?.(context.loaderData[deepest.route.id]) ?? null;
    return meta ? { html: markup, meta } : { html: markup };
  } catch {
    return null;
  }
}

/** What a route's `handle` tells the server (the shape of @nyaya/shared/router's RouteHandle). */
export interface ServerRouteHandle {
  prerender?: false;
  query?: readonly string[];
  freshSeconds?: number;
  meta?: (data: unknown) => ScreenMeta | null;
}

/** A screen's own title and description (shape of @nyaya/shared/router's ScreenMeta). */
export interface ScreenMeta {
  title: string;
  description: string;
}

/** A rendered screen: its markup, and the page's own title and description when it has them. */
export interface RenderedScreen {
  html: string;
  meta?: ScreenMeta;
}

function handleOf(route: RouteObject): ServerRouteHandle {
  const handle = route.handle as ServerRouteHandle | undefined;
  return handle && typeof handle === 'object' ? handle : {};
}

/** One route as the server needs it: identity, pattern, what it reads, whether to render it ahead. */
export interface RouteSummary {
  id: string;
  path: string;
  query: string[];
  prerender: boolean;
  /** how long the server may keep its render (seconds); null: until the area is redeployed */
  freshSeconds: number | null;
}

/** An area's prerender entry: its routes and its screen renderer. */
export interface AreaRenderer {
  routes: RouteSummary[];
  /** the screen at `url` (path and query) in `locale`, or null when the app must answer it in the browser */
  renderScreen(url: string, locale: Locale): Promise<RenderedScreen | null>;
}

/**
 * The area's renderer for `routes`. Every route must carry an `id` (its page chunk is named after
 * it) and a path; a route table that breaks that fails the build (build/finish.ts), not a request.
 */
export function areaRenderer(routes: RouteObject[]): AreaRenderer {
  const summaries = routes.map((route, index): RouteSummary => {
    if (!route.id || !route.path) throw new Error(`route ${index} (${route.path ?? 'no path'}) needs an id and a path`);
    const handle = handleOf(route);
    return {
      id: route.id,
      path: route.path,
      query: [...(handle.query ?? [])],
      prerender: handle.prerender !== false,
      freshSeconds: handle.freshSeconds ?? null,
    };
  });
  return { routes: summaries, renderScreen: (url, locale) => renderRoutes(routes, url, locale) };
}

/** The host's prerender entry: home and the loading skeleton, rendered at build time. */
export interface HostShells {
  renderHome(locale: Locale): Promise<string>;
  renderSkeleton(locale: Locale): Promise<string>;
}
