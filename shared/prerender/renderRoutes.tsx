/**
 * Build-time and server-side rendering of a route table to HTML, for markup that paints before
 * any JavaScript has run: the host's home (host/prerender) and each remote's screens, which the
 * server puts into a deep link's page (host/scripts/serve.mjs). The browser then renders the
 * same screen with createRoot, which replaces this markup in one commit (no hydration).
 * React Router's server API is imported directly: this is Node code, outside the browser's
 * router kit (`@nyaya/shared/router`).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';

/** Longer URLs are not worth rendering ahead: the app answers them in the browser. */
const MAX_URL_LENGTH = 2048;

/**
 * The markup of `routes` at `url` (a path with its query), or null when there is nothing
 * worth sending ahead: no route matches, a loader redirected or failed, rendering threw, or the
 * screen renders nothing here. A route whose screen depends on what only the browser has (the
 * state carried in its history) says so with `handle: { prerender: false }` and is not rendered.
 * The caller then sends its loading skeleton and the app renders the answer itself.
 */
export async function renderRoutes(routes: RouteObject[], url: string): Promise<string | null> {
  if (url.length > MAX_URL_LENGTH) return null;
  try {
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(new URL(url, 'http://localhost')));
    if (context instanceof Response || context.errors || context.statusCode !== 200) return null;
    if (context.matches.some(({ route }) => (route.handle as { prerender?: boolean } | undefined)?.prerender === false)) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    const markup = renderToString(
      <StrictMode>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StrictMode>,
    );
    return markup.trim() ? markup : null;
  } catch {
    return null;
  }
}
