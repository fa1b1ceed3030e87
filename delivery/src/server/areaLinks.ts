/**
 * Which area owns a deep link, which of its routes it is, and every file its first screen needs,
 * so that the page can ask for all of them at once. Without these the files are discovered one
 * round trip at a time: HTML → host entry → remotes.json → the area's manifest → remoteEntry.js
 * → the route table → the page's chunks. Everything comes from the deployed manifests, so a
 * remote redeployed on its own is hinted with its new files.
 */
import { matchRoutes } from 'react-router';
import { areaNames, preloadOf, type AreaName, type AreaRouteEntry, type HostManifest, type Preload, type RemoteManifest, type RemoteConfig } from '../manifest';

export interface AreaMatch {
  area: AreaName;
  route: AreaRouteEntry;
  /** the area's stylesheets (URLs), for the page to inline when it carries the screen */
  stylesheets: string[];
  /** everything else the screen's app needs, in the order it is needed */
  preloads: Preload[];
}

/** The route of `remote` that `pathname` opens (React Router's own matching and ranking), or null. */
export function matchAreaRoute(remote: RemoteManifest, pathname: string): AreaRouteEntry | null {
  const matches = matchRoutes(
    remote.routes.map((route) => ({ id: route.id, path: route.path })),
    pathname,
  );
  const id = matches?.at(-1)?.route.id;
  return remote.routes.find((route) => route.id === id) ?? null;
}

/**
 * The area that owns `pathname` and what its first screen needs, or null (a host route, an
 * unknown path, or no remote deployed that has it).
 */
export function matchArea(
  pathname: string,
  { host, remotes, remoteConfig }: { host: HostManifest | null; remotes: Record<AreaName, RemoteManifest | null>; remoteConfig: RemoteConfig },
): AreaMatch | null {
  for (const area of areaNames) {
    const remote = remotes[area];
    const manifestUrl = remoteConfig[area];
    if (!remote || !manifestUrl) continue;
    const route = matchAreaRoute(remote, pathname);
    if (!route) continue;
    let base: URL;
    try {
      base = new URL('.', manifestUrl);
    } catch {
      return null;
    }
    const remoteUrl = (file: string) => new URL(file, base).href;
    const hostUrl = (file: string) => `/${file}`;
    // A shared module the host provides is the host's: those the app itself needs (the router)
    // are among the app's files already; the rest (stores, toasts) are loaded first by whichever
    // bundle needs them, so announcing the host's copy could announce a file that is never used.
    // One the host does not provide comes from this remote.
    const shared = route.shared.flatMap((key) => (host && key in host.shared ? [] : (remote.shared[key] ?? []).map(remoteUrl)));
    const urls = [
      '/remotes.json',
      ...(host?.loader ?? []).map(hostUrl),
      // The federation runtime asks for the manifest when the entry URL is one.
      ...(new URL(manifestUrl).pathname.endsWith('.json') ? [manifestUrl] : []),
      remoteUrl(remote.entry),
      ...remote.expose.js.map(remoteUrl),
      ...route.files.map(remoteUrl),
      ...shared,
    ];
    const known = new Set([host ? hostUrl(host.entry) : '']);
    const preloads = [...new Set(urls)].filter((url) => !known.has(url)).map((url) => preloadOf(url, area));
    return { area, route, stylesheets: remote.expose.css.map(remoteUrl), preloads };
  }
  return null;
}
