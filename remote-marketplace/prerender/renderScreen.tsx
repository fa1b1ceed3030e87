/**
 * This area's screens rendered in Node (rspack.prerender.config.ts → dist-prerender/), for the
 * server to put a deep link's screen into its HTML before any JavaScript has run
 * (host/scripts/serve.mjs). Deployed with the remote, so a remote released alone serves its
 * new screens.
 */
import { renderRoutes } from '@nyaya/shared/prerender';
import { routes } from '../src/routes';

/** The screen at `url` (path and query), or null when the app must answer it in the browser. */
export const renderScreen = (url: string) => renderRoutes(routes, url);
