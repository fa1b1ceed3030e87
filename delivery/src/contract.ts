/**
 * The part of the delivery contract the browser's start-up script needs: no dependencies, so the
 * script stays a few hundred bytes (manifest.ts adds the build's and the server's side).
 */

/** Where the start-up script finds its BootConfig (a `<script type="application/json">`). */
export const BOOT_CONFIG_ID = 'nyaya-boot';

/** A file the start-up script preloads; `area` marks an area's files (the app's Retry looks for them). */
export interface Preload {
  href: string;
  as: 'script' | 'style' | 'fetch';
  crossorigin?: 'anonymous';
  area?: string;
}

/** What the start-up script (boot.ts) reads from the page. */
export interface BootConfig {
  entry: string;
  /** fetched after the first paint, a few per task */
  preloads: Preload[];
}

/** How to preload one file: scripts, stylesheets, or JSON that the app reads with fetch() (CORS). */
export function preloadOf(href: string, area?: string): Preload {
  const path = href.split(/[?#]/)[0] ?? '';
  const as = path.endsWith('.css') ? 'style' : path.endsWith('.json') ? 'fetch' : 'script';
  return { href, as, ...(as === 'fetch' ? { crossorigin: 'anonymous' as const } : {}), ...(area ? { area } : {}) };
}
