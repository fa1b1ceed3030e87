/**
 * A deep link's page (any path but `/`): the owning area's screen when its renderer gives one in
 * time, with the area's stylesheet inlined and its files preloaded after the first paint; else the
 * loading skeleton with every file its app needs preloaded at once, in the visitor's language.
 * Pages are composed once per screen and language and kept with their compressed bodies, so a
 * deep link costs a lookup, not a render.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { LOCALES, type Locale } from '@nyaya/shared/rules/language';
import { renderDocument } from '../html/document';
import { areaNames, preloadOf, type AreaName, type HostManifest, type RemoteManifest } from '../manifest';
import { matchArea, type AreaMatch } from './areaLinks';
import type { Deployment } from './deployment';
import type { RenderedScreen } from '../prerender/renderRoutes';
import type { ScreenRenderer } from './screens';

export interface Page {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

const PAGE_CACHE_SIZE = 500;

function page(html: string): Page {
  const body = Buffer.from(html);
  return {
    body,
    // Quality 6: most of brotli's gain at a few milliseconds per page (each page is compressed once).
    br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip: gzipSync(body, { level: 6 }),
    etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
  };
}

/** The area's stylesheets as text, from the remote's own deployed files (null when one is missing). */
function stylesheetText(deployment: Deployment, area: AreaName, urls: string[]): string | null {
  try {
    return urls.map((url) => readFileSync(join(deployment.distOf(area), new URL(url).pathname.split('/').pop()!), 'utf8')).join('\n');
  } catch {
    return null;
  }
}

/** The URL the screen is rendered at, and its cache key: the path and only the query the route reads. */
function screenUrl(url: URL, match: AreaMatch): string {
  const kept = new URLSearchParams();
  for (const name of [...match.route.query].sort()) for (const value of url.searchParams.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

export function deepLinkPages(deployment: Deployment, screens: ScreenRenderer) {
  /** oldest first */
  const pages = new Map<string, Page>();
  const keep = (key: string, value: Page) => {
    pages.set(key, value);
    if (pages.size > PAGE_CACHE_SIZE) pages.delete(pages.keys().next().value!);
    return value;
  };
  const stylesheets = new Map<string, string | null>();
  /** Which area and route a path is, by path and deployed versions (oldest first). */
  const matches = new Map<string, AreaMatch | null>();

  function skeletonPage(host: HostManifest, match: AreaMatch | null, locale: Locale): string {
    const appPreloads = host.app.map((file) => preloadOf(`/${file}`));
    const areaPreloads = match ? [...match.stylesheets.map((url) => preloadOf(url, match.area)), ...match.preloads] : [];
    return renderDocument({
      meta: host.document,
      locale,
      stylesheets: [`/${host.stylesheet}`],
      preloads: [...appPreloads, ...areaPreloads],
      root: host.skeleton[locale],
      start: { entry: `/${host.entry}` },
    });
  }

  function screenPage(host: HostManifest, match: AreaMatch, screen: RenderedScreen, css: string, locale: Locale): string {
    const appPreloads = host.app.map((file) => preloadOf(`/${file}`));
    return renderDocument({
      meta: host.document,
      ...(screen.meta ? { screenMeta: screen.meta } : {}),
      locale,
      stylesheets: [`/${host.stylesheet}`],
      inlineStyles: match.stylesheets.slice(0, 1).map((href) => ({ area: match.area, css, href })),
      root: screen.html,
      prerendered: true,
      // The stylesheet too: the federation runtime links it when the area loads, from the cache.
      start: {
        boot: `/${host.boot}`,
        config: { entry: `/${host.entry}`, preloads: [...appPreloads, ...match.preloads, ...match.stylesheets.map((url) => preloadOf(url, match.area))] },
      },
    });
  }

  /** The page for `url` in `locale`, or null when the host is not deployed (the caller answers 503). */
  async function deepLinkPage(url: URL, locale: Locale, budget?: number): Promise<Page | null> {
    const host = deployment.host.get();
    if (!host) return null;
    const versions = [deployment.host.version(), deployment.remoteConfigText() ?? '', ...areaNames.map((area) => deployment.remotes[area].version())];
    const matchKey = `${versions.join('\n')}\n${url.pathname}`;
    let match = matches.get(matchKey);
    if (match === undefined) {
      const remotes = Object.fromEntries(areaNames.map((area) => [area, deployment.remotes[area].get()])) as Record<AreaName, RemoteManifest | null>;
      match = matchArea(url.pathname, { host, remotes, remoteConfig: deployment.remoteConfig() });
      matches.set(matchKey, match);
      if (matches.size > PAGE_CACHE_SIZE) matches.delete(matches.keys().next().value!);
    }
    if (!match) {
      // Host routes and unknown paths: one skeleton page for all of them.
      const key = `skeleton\n${locale}\n${versions.join('\n')}`;
      return pages.get(key) ?? keep(key, page(skeletonPage(host, null, locale)));
    }
    const rendered = screenUrl(url, match);
    const remoteVersion = deployment.remotes[match.area].version();
    // A screen of live data is kept for its freshSeconds: its keys change with each period.
    const period = match.route.freshSeconds ? `\n${Math.floor(Date.now() / (match.route.freshSeconds * 1000))}` : '';
    const key = `${match.area}\n${locale}\n${remoteVersion}\n${versions.join('\n')}\n${rendered}${period}`;
    const kept = pages.get(key);
    if (kept) return kept;
    const skeletonKey = `skeleton\n${match.area}\n${locale}\n${remoteVersion}\n${versions.join('\n')}\n${match.route.id}`;
    if (!match.route.prerender) return pages.get(skeletonKey) ?? keep(skeletonKey, page(skeletonPage(host, match, locale)));
    const cssKey = `${match.area}\n${remoteVersion}`;
    if (!stylesheets.has(cssKey)) stylesheets.set(cssKey, stylesheetText(deployment, match.area, match.stylesheets));
    const css = stylesheets.get(cssKey) ?? null;
    const job = {
      key: `${locale}\n${remoteVersion}\n${rendered}${period}`,
      file: deployment.rendererFile(match.area),
      version: remoteVersion,
      url: rendered,
      locale,
    };
    const screen = css === null ? null : await screens.render(job, budget);
    // Not rendered in time (or nothing to render): the skeleton now; the screen, once kept, next time.
    if (screen === null || css === null) return pages.get(skeletonKey) ?? keep(skeletonKey, page(skeletonPage(host, match, locale)));
    return keep(key, page(screenPage(host, match, screen, css, locale)));
  }

  /**
   * Renders every area's screens that take no parameters (its first screens), in each language,
   * before the server takes requests: a first render is the slowest (code still cold), and would
   * often miss the budget.
   */
  async function warm(): Promise<void> {
    for (const locale of LOCALES) {
      for (const area of areaNames) {
        for (const route of deployment.remotes[area].get()?.routes ?? []) {
          if (route.prerender && !route.path.includes(':')) await deepLinkPage(new URL(route.path, 'http://localhost'), locale, Infinity);
        }
      }
    }
  }

  return Object.assign(deepLinkPage, { warm });
}
