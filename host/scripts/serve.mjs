#!/usr/bin/env node
/**
 * Serves the five production bundles the way a CDN should: host on PORT_BASE (3000), remotes on
 * the next four ports, gzip, SPA fallback, and the headers of DESIGN.md (entries and manifests
 * no-cache, hashed chunks immutable, CORS on the remotes, security headers on every HTML page).
 * A deep link into an area gets preload tags for its first screen (scripts/preloadLinks.mjs) and
 * that screen itself, rendered by the area's own renderer (scripts/areaScreens.mjs).
 *
 *   node host/scripts/serve.mjs                    serve what is built
 *   node host/scripts/serve.mjs --build-if-needed  build first when a bundle is missing or stale
 *   NYAYA_PORT_BASE=4000 node host/scripts/serve.mjs   another port range (remotes.json follows)
 *
 * It also runs the API (api/, on PORT_BASE + 5) and forwards the host's `/api/*` to it
 * (scripts/apiProxy.mjs); the API's own settings (DATABASE_URL, NYAYA_DATA_DIR...) pass through.
 */
import { createServer } from 'node:http';
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { buildSecurityHeaders, cacheControlFor } from './headers.mjs';
import { areaPreloads, withAreaPreloads, withAreaScreen } from './preloadLinks.mjs';
import { areaScreens } from './areaScreens.mjs';
import { isApiPath, proxyToApi, startApi } from './apiProxy.mjs';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const bundles = [
  { name: 'host', dir: 'host' },
  { name: 'info', dir: 'remote-info' },
  { name: 'life', dir: 'remote-life' },
  { name: 'experts', dir: 'remote-experts' },
  { name: 'marketplace', dir: 'remote-marketplace' },
];
const portBase = Number(process.env.NYAYA_PORT_BASE ?? 3000);
const customPorts = process.env.NYAYA_PORT_BASE !== undefined && portBase !== 3000;
const apiPort = portBase + 5;

function newestMtime(path) {
  let newest = 0;
  const stack = [path];
  while (stack.length) {
    const current = stack.pop();
    if (!existsSync(current)) continue;
    const stat = statSync(current);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(current)) if (entry !== 'node_modules' && entry !== 'dist') stack.push(join(current, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  }
  return newest;
}

function needsBuild() {
  const sharedChanged = newestMtime(join(root, 'shared/src'));
  return bundles.some(({ dir }) => {
    const built = join(root, dir, dir === 'host' ? 'dist/app.html' : 'dist/remoteEntry.js');
    if (!existsSync(built)) return true;
    const builtAt = statSync(built).mtimeMs;
    return newestMtime(join(root, dir, 'src')) > builtAt || sharedChanged > builtAt;
  });
}

if (process.argv.includes('--build-if-needed') && needsBuild()) {
  console.log('Building the five bundles (pnpm build)...');
  execSync('pnpm build', { cwd: root, stdio: 'inherit' });
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** remotes.json as deployed, or rewritten for another port range (tests run several at once). */
function remoteConfigText() {
  if (!customPorts) return readFileSync(join(root, 'host/dist/remotes.json'), 'utf8');
  const config = Object.fromEntries(
    bundles.slice(1).map(({ name }, index) => [name, `http://localhost:${portBase + index + 1}/mf-manifest.json`]),
  );
  return JSON.stringify(config, null, 2);
}

function remoteOrigins() {
  try {
    const config = JSON.parse(remoteConfigText());
    return Object.values(config).flatMap((url) => {
      try {
        return [new URL(url).origin];
      } catch {
        return [];
      }
    });
  } catch {
    return [];
  }
}

/** A remote's deployed manifest and route hints, read from its dist/ (null when missing or corrupt). */
function readRemote(area) {
  const bundle = bundles.find(({ name }) => name === area);
  if (!bundle) return null;
  try {
    const read = (file) => JSON.parse(readFileSync(join(root, bundle.dir, 'dist', file), 'utf8'));
    return { manifest: read('mf-manifest.json'), hints: read('preload-routes.json') };
  } catch {
    return null;
  }
}

function remoteUrls() {
  try {
    const config = JSON.parse(remoteConfigText());
    return Object.fromEntries(Object.entries(config).filter(([, url]) => typeof url === 'string'));
  } catch {
    return {};
  }
}

/** The host's chunks for an area's first screen: its federation loader and its shared modules. */
function hostLists() {
  try {
    const hints = JSON.parse(readFileSync(join(root, 'host/dist/preload-deep-link.json'), 'utf8'));
    const urls = (files) => (files ?? []).map((file) => `/${file}`);
    return {
      loader: urls(hints.entryImports?.['./federation/areaRoutes']?.files),
      shared: Object.fromEntries(Object.entries(hints.shared ?? {}).map(([key, files]) => [key, urls(files)])),
    };
  } catch {
    return { loader: [], shared: {} };
  }
}

const renderAreaScreen = areaScreens((area) => {
  const bundle = bundles.find(({ name }) => name === area);
  return bundle && bundle.name !== 'host' ? join(root, bundle.dir, 'dist-prerender/prerender.cjs') : null;
});

/**
 * A deep link's page: the owning area's screen when its renderer gives one (dist/screen.html),
 * else the skeleton page with the area's preload tags (dist/app.html).
 */
async function deepLinkPage(distDir, pathname, url) {
  const skeleton = readFileSync(join(distDir, 'app.html'), 'utf8');
  try {
    const preloads = areaPreloads(pathname, { remoteUrls: remoteUrls(), readRemote, host: hostLists() });
    const screen = preloads ? await renderAreaScreen(preloads.area, url) : null;
    if (screen !== null) return withAreaScreen(readFileSync(join(distDir, 'screen.html'), 'utf8'), preloads, screen);
    return withAreaPreloads(skeleton, preloads);
  } catch (error) {
    console.error(`Serving ${pathname} without its area's screen and hints: ${error}`);
    return skeleton;
  }
}

/** Compressed bodies by ETag, oldest first; bounded, since each URL of an area has a page of its own. */
const gzipCache = new Map();
const GZIP_CACHE_SIZE = 500;

function send(request, response, status, headers, body) {
  const type = headers['Content-Type'] ?? '';
  const compressible = /text|json|javascript|svg/.test(type) && body.length > 512;
  if (compressible && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    const key = headers.ETag ? `${headers.ETag}` : null;
    let zipped = key ? gzipCache.get(key) : undefined;
    if (!zipped) {
      zipped = gzipSync(body, { level: 9 });
      if (key) gzipCache.set(key, zipped);
      if (gzipCache.size > GZIP_CACHE_SIZE) gzipCache.delete(gzipCache.keys().next().value);
    }
    headers['Content-Encoding'] = 'gzip';
    body = zipped;
  }
  headers.Vary = 'Accept-Encoding';
  headers['Content-Length'] = String(body.length);
  response.writeHead(status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}

function serveBundle({ name, dir }, port) {
  const distDir = join(root, dir, 'dist');
  const isHost = name === 'host';
  // Long ids (10,000 characters, twice in one URL) must reach the app, which answers them with a clear page.
  const server = createServer({ maxHeaderSize: 64 * 1024 }, async (request, response) => {
    let pathname;
    let pathAndQuery = '/';
    try {
      const url = new URL(request.url ?? '/', 'http://x');
      pathAndQuery = url.pathname + url.search;
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = '/';
    }
    if (isHost && isApiPath(pathAndQuery)) return proxyToApi(request, response, apiPort);
    const base = isHost ? {} : { 'Access-Control-Allow-Origin': '*' };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { ...base, 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Max-Age': '86400' });
      return response.end();
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' });
      return response.end();
    }
    if (isHost && pathname === '/remotes.json') {
      const body = Buffer.from(remoteConfigText());
      return send(request, response, 200, { ...base, 'Content-Type': types['.json'], 'Cache-Control': 'no-cache' }, body);
    }
    const file = normalize(join(distDir, pathname));
    const inside = file === distDir || file.startsWith(distDir + sep);
    const isFile = inside && existsSync(file) && statSync(file).isFile();
    // A missing file of a type we serve is a real 404; anything else is an app route, including
    // ids with dots in them (/lawyer-profile/adv.-priya-sharma).
    if (!isFile && (extname(pathname) in types || extname(pathname) === '.map') && extname(pathname) !== '.html') {
      return send(request, response, 404, { ...base, 'Content-Type': types['.txt'], 'Cache-Control': 'no-cache' }, Buffer.from('Not found'));
    }
    if (!isFile && !isHost) {
      // A production remote is a federated container, not a page of its own.
      const body = Buffer.from(`This is Nyaya's ${name} remote. Open the app at http://localhost:${portBase}${pathname}\n`);
      return send(request, response, 404, { ...base, 'Content-Type': types['.txt'], 'Cache-Control': 'no-cache' }, body);
    }
    // `/` gets the prerendered home; every other route the skeleton page (scripts/prerender.mjs).
    const target = isFile ? file : join(distDir, pathname === '/' ? 'index.html' : 'app.html');
    const extension = extname(target);
    // A deep link into an area also gets that area's screen, or at least its files preloaded.
    const composed = isHost && !isFile && pathname !== '/';
    const body = composed ? Buffer.from(await deepLinkPage(distDir, pathname, pathAndQuery)) : readFileSync(target);
    const headers = {
      ...base,
      'Content-Type': types[extension] ?? 'application/octet-stream',
      'Cache-Control': cacheControlFor(target.slice(distDir.length + 1)),
      'X-Content-Type-Options': 'nosniff',
      // Deep links differ in their tags and screen, so theirs is the content's, not the file's.
      ETag: composed
        ? `"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}-${port}"`
        : `"${statSync(target).mtimeMs.toString(36)}-${body.length.toString(36)}-${port}"`,
    };
    if (extension === '.html') Object.assign(headers, buildSecurityHeaders(remoteOrigins()));
    if (request.headers['if-none-match'] === headers.ETag) {
      response.writeHead(304, headers);
      return response.end();
    }
    send(request, response, 200, headers, body);
  });
  server.on('error', (error) => {
    if (error.code === 'EADDRINUSE') {
      console.error(`Port ${port} is already in use, so the ${name} bundle cannot be served there. Stop whatever is using it, or pick other ports: NYAYA_PORT_BASE=4000 pnpm start`);
    } else console.error(`Cannot serve the ${name} bundle on port ${port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(port, () => {
    if (isHost) console.log(`Nyaya is being served at http://localhost:${port}`);
    else console.log(`  ${name} remote on http://localhost:${port}`);
  });
  return server;
}

const missing = bundles.filter(({ dir }) => !existsSync(join(root, dir, dir === 'host' ? 'dist/app.html' : 'dist/remoteEntry.js')));
if (missing.length) {
  console.error(`Not built: ${missing.map((b) => b.dir).join(', ')}. Run "pnpm build" (or "pnpm start", which builds).`);
  process.exit(1);
}
const api = startApi({ root, port: apiPort });
await api.ready;
const servers = bundles.map((bundle, index) => serveBundle(bundle, portBase + index));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => {
  api.stop();
  for (const server of servers) server.close();
  process.exit(0);
});
