/**
 * `<link rel="preload">` tags that let a deep link fetch everything its first screen needs at
 * once. Without them the files are discovered one round trip at a time: HTML → host entry →
 * remotes.json → the area's manifest → remoteEntry.js → the route table → the page's chunks.
 *
 * - The host's app chunks are the same for every deep link and are written into dist/app.html at
 *   build time (scripts/prerender.mjs).
 * - The area's part depends on the route and on the remote as deployed now, so the server adds it
 *   per request (scripts/serve.mjs), from the remote's mf-manifest.json and preload-routes.json
 *   and the host's preload-deep-link.json (written by the builds, shared/build/preloadHints.ts).
 *   A remote redeployed on its own is therefore hinted with its new chunks. A server that does
 *   not add them serves the same app, with the longer chain.
 *
 * Every tag matches how the app later asks for the file (scripts without `crossorigin`, JSON
 * through `fetch()` in CORS mode), so the browser uses the preloaded response instead of
 * downloading twice; e2e/tests/preload.spec.ts checks that.
 */

const escapeAttribute = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * How to preload one file; `as` follows the file: scripts, stylesheets, or JSON read with fetch().
 * An area's files carry `area`: Chrome hands a failed preload to the next request for its URL, so
 * the app's Retry reloads the page when its area was preloaded (host/src/pages/UnmatchedPage.tsx).
 * @returns {{ href: string, as: 'script' | 'style' | 'fetch', crossorigin?: 'anonymous', area?: string }}
 */
export function preloadOf(href, area) {
  const path = href.split(/[?#]/)[0];
  const as = path.endsWith('.css') ? 'style' : path.endsWith('.json') ? 'fetch' : 'script';
  return { href, as, ...(as === 'fetch' ? { crossorigin: 'anonymous' } : {}), ...(area ? { area } : {}) };
}

/** One `<link rel="preload">` tag (see preloadOf). */
export function preloadTag(href, area) {
  const preload = preloadOf(href, area);
  const attributes = `rel="preload" href="${escapeAttribute(preload.href)}"${preload.area ? ` data-area="${escapeAttribute(preload.area)}"` : ''}`;
  return `<link ${attributes} as="${preload.as}"${preload.crossorigin ? ` crossorigin="${preload.crossorigin}"` : ''}>`;
}

/**
 * Whether `pathname` is a URL of the route `pattern`, as React Router matches the patterns route
 * tables use: static segments (case-insensitive), `:param` and optional `:param?`.
 */
export function matchesRoute(pattern, pathname) {
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  let index = 0;
  for (const segment of wanted) {
    if (segment.startsWith(':')) {
      if (index < given.length) index += 1;
      else if (!segment.endsWith('?')) return false;
      continue;
    }
    if (given[index]?.toLowerCase() !== segment.toLowerCase()) return false;
    index += 1;
  }
  return index === given.length;
}

/**
 * The area's preload URLs for `pathname`, or [] when no remote's route matches it: remotes.json
 * and the host's federation loader, the remote's manifest, entry and route table, the page's
 * chunks, and the chunks of the shared modules the page consumes (the host's where the host
 * provides them, the remote's own otherwise).
 * @param {string} pathname
 * @param {{
 *   remoteUrls: Record<string, string>,
 *   readRemote: (area: string) => { manifest: any, hints: { routes: Record<string, { files: string[], shared: string[] }>, provided?: Record<string, string[]> } } | null,
 *   host: { loader: string[], shared: Record<string, string[]> },
 * }} sources remotes.json (area → manifest URL), a remote's deployed files, the host's lists (URLs)
 */
export function areaPreloadUrls(pathname, sources) {
  return areaPreloads(pathname, sources)?.urls ?? [];
}

/** The area that owns `pathname` and its preload URLs, or null. */
export function areaPreloads(pathname, { remoteUrls, readRemote, host }) {
  for (const [area, manifestUrl] of Object.entries(remoteUrls)) {
    const remote = readRemote(area);
    if (!remote) continue;
    const routes = remote.hints?.routes ?? {};
    const pattern = Object.keys(routes).find((candidate) => matchesRoute(candidate, pathname));
    if (!pattern) continue;
    let base;
    try {
      base = new URL('.', manifestUrl);
    } catch {
      return null;
    }
    const entry = remote.manifest?.metaData?.remoteEntry ?? {};
    const expose = (remote.manifest?.exposes ?? []).find((candidate) => candidate.name === 'routes')?.assets ?? {};
    const remoteFiles = [
      ...(expose.css?.sync ?? []),
      `${entry.path ? `${entry.path}/` : ''}${entry.name ?? 'remoteEntry.js'}`,
      ...(expose.js?.sync ?? []),
      ...(routes[pattern].files ?? []),
    ];
    const urls = [
      ...new Set([
        '/remotes.json',
        ...host.loader,
        // The federation runtime asks for the manifest when the entry URL is one.
        ...(new URL(manifestUrl).pathname.endsWith('.json') ? [manifestUrl] : []),
        ...remoteFiles.map((file) => new URL(file, base).href),
        // A shared module comes from the host when the host provides it, else from this remote.
        ...(routes[pattern].shared ?? []).flatMap((key) =>
          key in host.shared ? host.shared[key] : (remote.hints.provided?.[key] ?? []).map((file) => new URL(file, base).href),
        ),
      ]),
    ];
    return { area, urls };
  }
  return null;
}

/**
 * dist/app.html (the loading skeleton) with the area's tags added to its <head>.
 * @param {string} html
 * @param {{ area: string, urls: string[] } | null} preloads from areaPreloads
 */
export function withAreaPreloads(html, preloads) {
  if (!preloads) return html;
  // The page's own tags (the host's app chunks) are not repeated.
  const urls = preloads.urls.filter((url) => !html.includes(`href="${escapeAttribute(url)}"`));
  if (!urls.length) return html;
  return html.replace('</head>', `${urls.map((url) => preloadTag(url, preloads.area)).join('')}</head>`);
}

/**
 * dist/screen.html with the area's screen (rendered by the area, scripts/areaScreens.mjs) in it.
 * - The area's stylesheet is linked, so the screen paints styled; the federation runtime and the
 *   chunk loader find that <link> and do not load it again.
 * - The screen paints before any script has run, so nothing else may compete with its first
 *   paint: the host's and the area's files are preloaded after it, by public/boot.js, which
 *   reads them from its `data-preloads` (as home starts its scripts after its paint).
 * @param {string} html
 * @param {{ area: string, urls: string[] }} preloads from areaPreloads
 * @param {string} screen the screen's markup
 */
export function withAreaScreen(html, preloads, screen) {
  const boot = html.match(BOOT_PRELOADS);
  if (!boot || !html.includes(SCREEN_MARKER)) throw new Error('not dist/screen.html: no boot script with data-preloads, or no screen marker');
  const hostPreloads = JSON.parse(unescapeAttribute(boot[1]));
  const known = new Set(hostPreloads.map((preload) => preload.href));
  const isStylesheet = (url) => preloadOf(url).as === 'style';
  const stylesheets = preloads.urls.filter(isStylesheet);
  const later = preloads.urls.filter((url) => !isStylesheet(url) && !known.has(url)).map((url) => preloadOf(url, preloads.area));
  const links = stylesheets.map((url) => `<link rel="stylesheet" href="${escapeAttribute(url)}" data-area="${escapeAttribute(preloads.area)}">`).join('');
  return html
    .replace('</head>', `${links}</head>`)
    .replace(BOOT_PRELOADS, () => `data-preloads="${escapeAttribute(JSON.stringify([...hostPreloads, ...later]))}"`)
    .replace(SCREEN_MARKER, () => screen);
}

/** The boot script's list of files to preload after the first paint (see withAreaScreen). */
export const bootPreloads = (preloads) => `data-preloads="${escapeAttribute(JSON.stringify(preloads))}"`;
const BOOT_PRELOADS = /data-preloads="([^"]*)"/;
const unescapeAttribute = (value) => value.replace(/&lt;/g, '<').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/** Where dist/screen.html takes the area's screen (scripts/prerender.mjs). */
export const SCREEN_MARKER = '<!--nyaya:screen-->';
