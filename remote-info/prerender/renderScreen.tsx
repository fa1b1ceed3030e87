/**
 * This area's screens rendered in Node (its production build's renderer, dist-prerender/), for
 * the server to put a deep link's screen into its HTML before any JavaScript has run. Deployed
 * with the remote, so a remote released alone serves its new screens; its route list is also
 * what the build writes into the remote's manifest (route ids, paths, the query they read).
 */
import { areaRenderer } from '@nyaya/delivery/prerender';
import { routes } from '../src/routes';

export const renderer = areaRenderer(routes);
