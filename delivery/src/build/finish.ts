/**
 * The delivery step of a production build, run once the browser bundle and its Node renderer are
 * built (createConfig.ts): it writes the bundle's manifest (dist/delivery.json, see manifest.ts),
 * and for the host also home's page and the start-up script, then precompresses every text file
 * (brotli and gzip), so the server never compresses a static file per request.
 *
 * Route identity comes from the route objects: each remote's renderer lists its routes (id,
 * path, query, prerender) and each route's lazy page import is a chunk named after the route's id
 * (`import(/* webpackChunkName: "route-experts" *\/ './pages/ExpertsPage')`), so the manifest pairs
 * a route with its files by name, with no source text parsed. A route whose chunk is missing
 * fails the build.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { rspack, type Compilation, type Compiler } from '@rspack/core';
import { z } from 'zod';
import { LOCALES, type Locale } from '@nyaya/shared/rules/language';
import { renderDocument } from '../html/document';
import {
  MANIFEST_FILE,
  MANIFEST_VERSION,
  parseHostManifest,
  parseRemoteManifest,
  type BundleName,
  type DocumentMeta,
  type HostManifest,
  type RemoteManifest,
} from '../manifest';
import type { AreaRenderer, HostShells } from '../prerender/renderRoutes';

const require = createRequire(import.meta.url);

/**
 * A route's page chunk is named `route-<id>` (a bare id could collide with an entry: the remote's
 * container is named after its area, and so is its first route).
 */
export const ROUTE_CHUNK_PREFIX = 'route-';

/** The chunk group names of the host's entry and of its two dynamic imports (host/src/index.ts). */
export const HOST_GROUPS = { entry: 'main', app: 'app', loader: 'area-loader' } as const;

/** A named chunk group's scripts and stylesheets, and the share keys of the shared modules it consumes. */
interface Group {
  files: string[];
  shared: string[];
}

/** Each bundle's named chunk groups, from its browser build. */
const namedGroups = new Map<string, Record<string, Group>>();

const scriptsAndStyles = (files: Iterable<string>) => [...files].filter((file) => /\.(js|css)$/.test(file)).sort();

/**
 * The share keys a chunk group consumes: for each of its consume-shared modules, the request its
 * importers wrote (`import … from '@nyaya/shared/stores'`), read from the module graph.
 */
function consumedKeys(compilation: Compilation, chunks: Iterable<import('@rspack/core').Chunk>): string[] {
  const keys = new Set<string>();
  for (const chunk of chunks) {
    for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      for (const connection of compilation.moduleGraph.getIncomingConnections(module)) {
        const request = (connection.dependency as { request?: string } | null)?.request;
        if (request) {
          keys.add(request);
          break;
        }
      }
    }
  }
  return [...keys].sort();
}

function collectGroups(compilation: Compilation): Record<string, Group> {
  const groups: Record<string, Group> = {};
  for (const group of compilation.chunkGroups) {
    if (!group.name) continue;
    const known = groups[group.name] ?? { files: [], shared: [] };
    groups[group.name] = {
      files: [...new Set([...known.files, ...scriptsAndStyles(group.getFiles())])].sort(),
      shared: [...new Set([...known.shared, ...consumedKeys(compilation, group.chunks)])].sort(),
    };
  }
  return groups;
}

/** Browser build: remembers its named chunk groups once their files are final. */
export function chunkGroupsPlugin({ dir }: { name: BundleName; dir: string }) {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap('NyayaChunkGroups', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'NyayaChunkGroups', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
          namedGroups.set(dir, collectGroups(compilation));
        });
      });
      // A failed browser build has no delivery step (the renderer's finds no chunks and stops).
      compiler.hooks.done.tap('NyayaChunkGroups', (stats) => {
        if (stats.hasErrors()) namedGroups.delete(dir);
      });
    },
  };
}

/** The part of Module Federation's mf-manifest.json the delivery step reads. */
const assetsSchema = z.object({
  js: z.object({ sync: z.array(z.string()) }),
  css: z.object({ sync: z.array(z.string()) }),
});
const mfManifestSchema = z.object({
  metaData: z.object({ remoteEntry: z.object({ name: z.string(), path: z.string() }) }),
  shared: z.array(z.object({ name: z.string(), assets: assetsSchema })),
  exposes: z.array(z.object({ name: z.string(), assets: assetsSchema })),
});

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** Node renderer's exports, loaded fresh (a watch rebuild must not see the previous build). */
function loadRenderer(dir: string): Record<string, unknown> {
  const file = join(dir, 'dist-prerender/prerender.cjs');
  delete require.cache[require.resolve(file)];
  return require(file) as Record<string, unknown>;
}

function sharedFiles(mf: z.infer<typeof mfManifestSchema>): Record<string, string[]> {
  return Object.fromEntries(mf.shared.map(({ name, assets }) => [name, [...assets.js.sync, ...assets.css.sync]]));
}

function groupOf(groups: Record<string, Group>, name: string, why: string): Group {
  const group = groups[name];
  if (!group) throw new Error(`no chunk named "${name}" in this build: ${why}`);
  return group;
}

/** The start-up script, bundled and minified on its own: `boot.<hash>.js` in the host's dist. */
async function buildBoot(dist: string): Promise<string> {
  const compiler = rspack({
    mode: 'production',
    target: ['web', 'es2020'],
    entry: { boot: fileURLToPath(new URL('../boot/boot.ts', import.meta.url)) },
    output: { path: dist, filename: '[name].[contenthash:8].js', clean: false, iife: true },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        { test: /\.ts$/, loader: 'builtin:swc-loader', options: { jsc: { target: 'es2020', parser: { syntax: 'typescript' } } }, type: 'javascript/auto' },
      ],
    },
    devtool: false,
    performance: { hints: false },
  });
  const stats = await new Promise<import('@rspack/core').Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result))),
  );
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  if (stats.hasErrors()) throw new Error(`the start-up script did not build: ${stats.toString({ all: false, errors: true })}`);
  const file = readdirSync(dist).find((name) => /^boot\.[0-9a-f]{8}\.js$/.test(name));
  if (!file) throw new Error('the start-up script was not written');
  return file;
}

async function finishHost(dir: string, dist: string, groups: Record<string, Group>, document: DocumentMeta) {
  const { shells } = loadRenderer(dir) as { shells?: HostShells };
  if (!shells) throw new Error("the host's prerender entry must export `shells` (@nyaya/delivery/prerender's HostShells)");
  const mf = mfManifestSchema.parse(readJson(join(dist, 'mf-manifest.json')));
  const entry = groupOf(groups, HOST_GROUPS.entry, 'the host has one entry, main').files.find((file) => file.endsWith('.js'));
  const appGroup = groupOf(groups, HOST_GROUPS.app, `host/src/index.ts imports './bootstrap' as /* webpackChunkName: "${HOST_GROUPS.app}" */`);
  const loader = groupOf(
    groups,
    HOST_GROUPS.loader,
    `host/src/index.ts imports the federation loader as /* webpackChunkName: "${HOST_GROUPS.loader}" */`,
  ).files;
  const shared = sharedFiles(mf);
  // The app's own chunks and those of the shared modules it consumes (the router), not in the entry.
  const app = [...new Set([...appGroup.files, ...appGroup.shared.flatMap((key) => shared[key] ?? [])])].filter((file) => file !== entry);
  const stylesheets = app.filter((file) => file.endsWith('.css'));
  if (!entry || stylesheets.length !== 1)
    throw new Error(`expected the host's entry and one stylesheet, found ${entry ?? 'no entry'} and ${stylesheets.join(', ') || 'no stylesheet'}`);
  const stylesheet = stylesheets[0]!;
  const boot = await buildBoot(dist);
  const manifest: HostManifest = parseHostManifest({
    kind: 'host',
    version: MANIFEST_VERSION,
    document,
    entry,
    boot,
    stylesheet,
    app: app.filter((file) => file !== stylesheet),
    loader,
    shared,
    skeleton: { en: await shells.renderSkeleton('en'), hi: await shells.renderSkeleton('hi') },
    home: HOME_PAGES,
  });
  writeFileSync(join(dist, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
  // Home paints before any JavaScript has run, in the visitor's language (the server picks the
  // page); the start-up script starts the entry after that paint.
  for (const locale of LOCALES) {
    const home = renderDocument({
      meta: document,
      locale,
      stylesheets: [`/${stylesheet}`],
      root: await shells.renderHome(locale),
      prerendered: true,
      start: { boot: `/${boot}`, config: { entry: `/${entry}`, preloads: [] } },
    });
    writeFileSync(join(dist, HOME_PAGES[locale]), home);
  }
}

/** Home's page per language: English keeps `index.html`, what a plain static server sends for `/`. */
const HOME_PAGES: Record<Locale, string> = { en: 'index.html', hi: 'index.hi.html' };

function finishRemote(name: Exclude<BundleName, 'host'>, dir: string, dist: string, groups: Record<string, Group>) {
  const { renderer } = loadRenderer(dir) as { renderer?: AreaRenderer };
  if (!renderer || !Array.isArray(renderer.routes))
    throw new Error(`${name}'s prerender entry must export \`renderer = areaRenderer(routes)\` (@nyaya/delivery/prerender)`);
  const mf = mfManifestSchema.parse(readJson(join(dist, 'mf-manifest.json')));
  const expose = mf.exposes.find((candidate) => candidate.name === 'routes');
  if (!expose) throw new Error(`${name} exposes no ./routes`);
  const { remoteEntry } = mf.metaData;
  const manifest: RemoteManifest = parseRemoteManifest({
    kind: 'remote',
    version: MANIFEST_VERSION,
    area: name,
    entry: `${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`,
    expose: { js: expose.assets.js.sync, css: expose.assets.css.sync },
    routes: renderer.routes.map((route) => {
      const group = groupOf(
        groups,
        `${ROUTE_CHUNK_PREFIX}${route.id}`,
        `route ${route.path}'s lazy import needs /* webpackChunkName: "${ROUTE_CHUNK_PREFIX}${route.id}" */`,
      );
      return { ...route, files: group.files, shared: group.shared };
    }),
    shared: sharedFiles(mf),
  });
  writeFileSync(join(dist, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
}

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** `file.br` and `file.gz` beside every text file worth compressing (served by @fastify/static). */
export async function precompress(dist: string): Promise<void> {
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const path = join(dist, file);
      if (!statSync(path).isFile() || statSync(path).size < 1024) return;
      const body = readFileSync(path);
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gzipAsync(body, { level: 9 }),
      ]);
      writeFileSync(`${path}.br`, br);
      writeFileSync(`${path}.gz`, gz);
    }),
  );
}

/** Renderer build: runs the delivery step once it (and the browser build it depends on) is done. */
export function finishPlugin({ name, dir, document }: { name: BundleName; dir: string; document?: DocumentMeta }) {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.done.tapPromise('NyayaDelivery', async (stats) => {
        if (stats.hasErrors()) return;
        const dist = join(dir, 'dist');
        const groups = namedGroups.get(dir);
        if (!groups || !existsSync(dist))
          throw new Error(`${name}: the browser build's chunks are unknown (build it with its renderer: rspack build --mode production)`);
        if (name === 'host') await finishHost(dir, dist, groups, document!);
        else finishRemote(name, dir, dist, groups);
        await precompress(dist);
      });
    },
  };
}
