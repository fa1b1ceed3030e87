/**
 * `pnpm start` and `pnpm serve`: the five production bundles the way a CDN should serve them (the
 * host on PORT_BASE, 3000 by default, the remotes on the next four ports), and the API on
 * PORT_BASE + 5, reached from the host's origin at /api.
 *
 *   node --import tsx delivery/src/server/main.ts                    serve what is built
 *   node --import tsx delivery/src/server/main.ts --build-if-needed  build first when a bundle is missing or stale
 *   NYAYA_PORT_BASE=4000 …                                           another port range (remotes.json follows)
 *   NYAYA_PUBLIC_ORIGIN=https://nyaya.example …                      the host's public origin, for the remotes' CORS
 *   NYAYA_DIST_ROOT=/srv/nyaya …       serve bundles deployed there (host/dist and each remote-…/dist) instead of this checkout's
 *   NYAYA_NO_API=1 …                   without the API (fault-injection tests run a second server)
 *   TRUSTED_PROXIES=loopback,10.0.0.0/8 …  proxies whose X-Forwarded-For/-Proto to believe (proxy-addr syntax; loopback by default)
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PORT_OFFSET } from '@nyaya/shared/api';
import { MANIFEST_FILE, areaNames, bundleDirs, bundleNames, bundlePortOffsets } from '../manifest';
import { startApi } from './apiProxy';
import { bundleServer } from './bundleServer';
import { trustedProxies } from './forwarded';
import { deepLinkPages } from './deepLinks';
import { deployment } from './deployment';
import { screenRenderer } from './screens';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const distRoot = process.env.NYAYA_DIST_ROOT ? resolve(process.env.NYAYA_DIST_ROOT) : root;
const withApi = !process.env.NYAYA_NO_API;
const portBase = Number(process.env.NYAYA_PORT_BASE ?? 3000);
const apiPort = portBase + API_PORT_OFFSET;
const trusted = (() => {
  try {
    return trustedProxies(process.env.TRUSTED_PROXIES);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();

function newestMtime(path: string): number {
  let newest = 0;
  const stack = [path];
  while (stack.length) {
    const current = stack.pop()!;
    if (!existsSync(current)) continue;
    const stat = statSync(current);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(current))
        if (entry !== 'node_modules' && entry !== 'dist' && entry !== 'dist-prerender') stack.push(join(current, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  }
  return newest;
}

const builtFile = (dir: string) => join(distRoot, dir, 'dist', MANIFEST_FILE);

function needsBuild(): boolean {
  const sharedChanged = Math.max(newestMtime(join(root, 'shared/src')), newestMtime(join(root, 'delivery/src')));
  return bundleNames.some((bundle) => {
    const dir = bundleDirs[bundle];
    if (!existsSync(builtFile(dir))) return true;
    const builtAt = statSync(builtFile(dir)).mtimeMs;
    return Math.max(newestMtime(join(root, dir, 'src')), newestMtime(join(root, dir, 'prerender')), sharedChanged) > builtAt;
  });
}

if (process.argv.includes('--build-if-needed') && distRoot === root && needsBuild()) {
  console.log('Building the five bundles (pnpm build)...');
  execSync('pnpm build', { cwd: root, stdio: 'inherit' });
}

const missing = bundleNames.filter((bundle) => !existsSync(builtFile(bundleDirs[bundle])));
if (missing.length) {
  console.error(`Not built: ${missing.map((bundle) => bundleDirs[bundle]).join(', ')}. Run "pnpm build" (or "pnpm start", which builds).`);
  process.exit(1);
}

const publicOrigins = (process.env.NYAYA_PUBLIC_ORIGIN ?? '')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);
const deployed = deployment({ root: distRoot, portBase, publicOrigins });
// The screen worker's loaders read the API this server runs (a guest's view: no cookie is passed).
if (withApi) process.env.NYAYA_SCREEN_API_ORIGIN ??= `http://127.0.0.1:${apiPort}`;
const screens = screenRenderer();
const pages = deepLinkPages(deployed, screens);
const api = withApi ? startApi({ root, port: apiPort }) : { ready: Promise.resolve(true), stop: () => undefined };
// The areas' renderers load while the API starts: the first deep link then gets its screen.
await Promise.all([api.ready, ...areaNames.map((area) => screens.warm(deployed.rendererFile(area), deployed.remotes[area].version())), pages.warm()]);

const servers: Awaited<ReturnType<typeof bundleServer>>[] = [];
for (const name of bundleNames) {
  const port = portBase + bundlePortOffsets[name];
  try {
    servers.push(
      await bundleServer({ name, port, deployment: deployed, trust: trusted.trust, ...(name === 'host' ? { pages, ...(withApi ? { apiPort } : {}) } : {}) }),
    );
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') {
      console.error(
        `Port ${port} is already in use, so the ${name} bundle cannot be served there. Stop whatever is using it, or pick other ports: NYAYA_PORT_BASE=4000 pnpm start`,
      );
    } else console.error(`Cannot serve the ${name} bundle on port ${port}: ${(error as Error).message}`);
    api.stop();
    process.exit(1);
  }
  if (name === 'host') console.log(`Nyaya is being served at http://localhost:${port}`);
  else console.log(`  ${name} remote on http://localhost:${port}`);
}

// A bug in a request's handling must not take the five ports down; it is logged and served on.
process.on('uncaughtException', (error) => console.error('Unexpected error (still serving):', error));
process.on('unhandledRejection', (error) => console.error('Unexpected rejection (still serving):', error));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    api.stop();
    screens.close();
    void Promise.allSettled(servers.map((server) => server.close())).then(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  });
}
