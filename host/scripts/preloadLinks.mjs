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
 * One tag; `as` follows the file: scripts, stylesheets, or JSON read with fetch(). An area's tags
 * carry `data-area`: Chrome hands a failed preload to the next request for its URL, so the app's
 * Retry reloads the page when its area was preloaded (host/src/pages/UnmatchedPage.tsx).
 */
export function preloadTag(href, area) {
  const path = href.split(/[?#]/)[0];
  const attributes = `rel="preload" href="${escapeAttribute(href)}"${area ? ` data-area="${escapeAttribute(area)}"` : ''}`;
  if (path.endsWith('.css')) return `<link ${attributes} as="style">`;
  if (path.endsWith('.json')) return `<link ${attributes} as="fetch" crossorigin="anonymous">`;
  return `<link ${attributes} as="script">`;
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
function areaPreloads(pathname, { remoteUrls, readRemote, host }) {
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

/** app.html with the area's tags for `pathname` added to its <head>. */
export function withAreaPreloads(html, pathname, sources) {
  const preloads = areaPreloads(pathname, sources);
  // The page's own tags (the host's app chunks) are not repeated.
  const urls = (preloads?.urls ?? []).filter((url) => !html.includes(`href="${escapeAttribute(url)}"`));
  if (!preloads || !urls.length) return html;
  return html.replace('</head>', `${urls.map((url) => preloadTag(url, preloads.area)).join('')}</head>`);
}
