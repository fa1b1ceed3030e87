/**
 * Build-time lists of the files a deep link needs, so that the page can ask for all of them at
 * once instead of discovering them one round trip at a time (HTML → host → remotes.json →
 * manifest → remoteEntry → routes → page chunk). Read by host/scripts/prerender.mjs (the host's
 * list goes into the skeleton page) and host/scripts/serve.mjs (a remote's list for the route
 * asked for). Each bundle writes only what it knows about itself, so a remote redeployed on its
 * own publishes fresh lists with its new chunks.
 */
import { readFileSync } from 'node:fs';
import { rspack, type ChunkGroup, type Compilation, type Compiler } from '@rspack/core';

export const HOST_HINTS_FILE = 'preload-deep-link.json';
export const REMOTE_HINTS_FILE = 'preload-routes.json';

/** The host's lists (see hostPreloadHintsPlugin). */
export interface HostPreloadHints {
  /** what each dynamic import of the entry (src/index.ts) loads, by its request ('./bootstrap') */
  entryImports: Record<string, { files: string[]; shared: string[] }>;
  /** what each shared module the host provides loads, by share key ([] when it is in the entry) */
  shared: Record<string, string[]>;
}

/** A remote's lists: for each route path of its route table, what its lazy page import loads. */
export interface RemotePreloadHints {
  routes: Record<string, { files: string[]; shared: string[] }>;
  /** what each shared module the remote provides itself loads, by share key (used when the host provides none) */
  provided: Record<string, string[]>;
}

/** The share keys of the shared modules a chunk group's modules consume. */
function consumedKeys(compilation: Compilation, group: ChunkGroup): string[] {
  const keys = group.chunks.flatMap((chunk) =>
    compilation.chunkGraph.getChunkModules(chunk).map((module) => shareKeyOf(module.identifier(), 'consume')),
  );
  return [...new Set(keys.filter((key): key is string => key !== null))].sort();
}

type Origin = { module?: { resource?: string; identifier(): string }; request?: string };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The route paths whose lazy import is `request`. Route tables declare one route per line,
 * `{ path: '/x', lazy: () => import('./pages/X') }`: a lazy page import that no route line holds
 * fails the build, so a route never silently loses its hint.
 */
export function routePathsOf(source: string, request: string): string[] {
  const line = new RegExp(`\\bpath:\\s*'([^']+)'[^\\n]*\\blazy:\\s*\\(\\)\\s*=>\\s*import\\('${escape(request)}'\\)`, 'g');
  return [...source.matchAll(line)].map((match) => match[1] ?? '');
}

function isRouteTable(resource: string): boolean {
  return /[\\/]src[\\/]routes(\.tsx?|[\\/][^\\/]+\.tsx?)$/.test(resource);
}

/** `@nyaya/shared/ui/toast` from "consume shared module (default) @nyaya/shared/ui/toast@* (strict) …". */
export function shareKeyOf(identifier: string, kind: 'consume' | 'provide'): string | null {
  const match = new RegExp(`^${kind} shared module \\([^)]*\\) (@?[^@\\s]+)@`).exec(identifier);
  return match?.[1] ?? null;
}

const scriptsAndStyles = (files: string[]) => files.filter((file) => /\.(js|css)$/.test(file));

/** A plugin that writes `file` (JSON) once the compilation's chunks and their files are final. */
function hintsPlugin(name: string, file: string, build: (compilation: Compilation) => unknown) {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.processAssets.tap({ name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
          compilation.emitAsset(file, new rspack.sources.RawSource(JSON.stringify(build(compilation), null, 2)));
        });
      });
    },
  };
}

/** Remotes: writes preload-routes.json, route path → the files its lazy page import loads. */
export const remotePreloadHintsPlugin = () =>
  hintsPlugin('RemotePreloadHintsPlugin', REMOTE_HINTS_FILE, (compilation): RemotePreloadHints => {
    const routes: RemotePreloadHints['routes'] = {};
    const provided: RemotePreloadHints['provided'] = {};
    const sources = new Map<string, string>();
    for (const group of compilation.chunkGroups) {
      for (const origin of group.origins as Origin[]) {
        const providedKey = shareKeyOf(origin.module?.identifier() ?? '', 'provide');
        if (providedKey) provided[providedKey] = scriptsAndStyles(group.getFiles()).sort();
        const resource = origin.module?.resource;
        if (!resource || !isRouteTable(resource) || !origin.request) continue;
        if (!sources.has(resource)) sources.set(resource, readFileSync(resource, 'utf8'));
        const paths = routePathsOf(sources.get(resource)!, origin.request);
        if (!paths.length) {
          throw new Error(`${resource}: import('${origin.request}') is not on a "{ path: '…', lazy: () => import(…) }" line; preload hints need one route per line`);
        }
        // The shared modules the page consumes come from whichever bundle provides them.
        const shared = consumedKeys(compilation, group);
        for (const path of paths) {
          const known = routes[path] ?? { files: [], shared: [] };
          routes[path] = {
            files: [...new Set([...known.files, ...scriptsAndStyles(group.getFiles())])].sort(),
            shared: [...new Set([...known.shared, ...shared])].sort(),
          };
        }
      }
    }
    return { routes, provided };
  });

/**
 * Host: writes preload-deep-link.json: what each dynamic import of the entry loads (the app, the
 * federation loader) and what each shared module the host provides loads (the router, the toast
 * queue, Radix's layer stack; nothing for React, which is in the entry), for the skeleton page and
 * for the server's per-area tags.
 */
export const hostPreloadHintsPlugin = () =>
  hintsPlugin('HostPreloadHintsPlugin', HOST_HINTS_FILE, (compilation): HostPreloadHints => {
    const hints: HostPreloadHints = { entryImports: {}, shared: {} };
    for (const module of compilation.modules) {
      const key = shareKeyOf(module.identifier(), 'provide');
      if (key) hints.shared[key] = [];
    }
    for (const group of compilation.chunkGroups) {
      if (group.isInitial()) continue;
      const files = scriptsAndStyles(group.getFiles()).sort();
      for (const origin of group.origins as Origin[]) {
        const key = shareKeyOf(origin.module?.identifier() ?? '', 'provide');
        if (key) hints.shared[key] = files;
        else if (origin.request && /[\\/]src[\\/]index\.ts$/.test(origin.module?.resource ?? '')) {
          hints.entryImports[origin.request] = { files, shared: consumedKeys(compilation, group) };
        }
      }
    }
    return hints;
  });
