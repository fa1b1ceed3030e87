/**
 * One rspack + Module Federation configuration for all five bundles, so that the host and the
 * four remotes cannot drift apart in how they share React, name their chunks or load CSS. This is
 * the one build entry product packages see (`@nyaya/delivery/config`): a production build is the
 * browser bundle plus its Node renderer (prerender entry), and once both are built the delivery
 * step (finish.ts) writes the bundle's manifest, home's page and the precompressed files.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import tailwindcss from '@tailwindcss/postcss';
import { API_PORT_OFFSET } from '@nyaya/shared/api';
import { bundlePortOffsets, type BundleName, type DocumentMeta } from '../manifest';
import { renderDocument } from '../html/document';
import { chunkGroupsPlugin, finishPlugin } from './finish';

const require = createRequire(import.meta.url);

/** React Router's package exports only its development build; production bundles use the lean one. */
function reactRouterProductionBuild(): string {
  const packageDir = path.dirname(require.resolve('react-router/package.json'));
  return path.join(packageDir, 'dist/production/index.mjs');
}

/**
 * lucide-react's icons render through our smaller `createLucideIcon` (shared/src/ui/icons: why, and
 * the test that its markup is lucide's). Its icon modules import it as '../createLucideIcon.mjs'.
 */
function lucideStandIn() {
  return new rspack.NormalModuleReplacementPlugin(/^\.\.\/createLucideIcon\.mjs$/, require.resolve('@nyaya/shared/ui/icons/createLucideIcon'));
}

/**
 * Module Federation's bundler runtime, once per page (federation/provideBundlerRuntime.ts says
 * why): the host's build names its own copy (the CommonJS build its federation start-up imports)
 * for the runtime plugin that hands it to the remotes, and each production remote's build puts
 * the host's copy in place of its own.
 */
const federationRequire = createRequire(require.resolve('@module-federation/enhanced/rspack'));
const bundlerRuntimeIndex = federationRequire.resolve('@module-federation/webpack-bundler-runtime');
const bundlerRuntimeAliases = {
  '@nyaya/federation-bundler-runtime$': bundlerRuntimeIndex,
  '@nyaya/federation-bundler-runtime/initContainerEntry$': path.join(path.dirname(bundlerRuntimeIndex), 'initContainerEntry.cjs'),
};
const federationFile = (name: string) => fileURLToPath(new URL(`./federation/${name}.ts`, import.meta.url));
function hostBundlerRuntimeStandIn() {
  const escaped = bundlerRuntimeIndex.replace(/[.*+?^$(){}|[\]\\]/g, (character) => `\\${character}`);
  return new rspack.NormalModuleReplacementPlugin(new RegExp(`^${escaped}$`), federationFile('hostBundlerRuntime'));
}

export type { BundleName, DocumentMeta };

const DEV_PORT_BASE = 3000;
export const bundlePorts = Object.fromEntries(Object.entries(bundlePortOffsets).map(([name, offset]) => [name, DEV_PORT_BASE + offset])) as Record<
  BundleName,
  number
>;

/**
 * Federated singletons: one copy of each on any page, whichever bundles are loaded. Only what
 * holds state across bundles is shared: React, the router instance, the persistent stores and the
 * toast queue and the language. The stateless rest of `@nyaya/shared` (kit components, data, rules, formatters) is
 * bundled into each remote that uses it: every shared module costs a negotiation step and a
 * request of its own on an area's first screen (README, "Only state is shared").
 */
export function sharedSingletons({ eager = false }: { eager?: boolean } = {}) {
  // The production host provides what every page starts with eagerly (React, the router, the
  // language): consumed synchronously, they spare the start-up a round of share negotiation
  // (Lighthouse TBT), and in the main chunk they cost no request and no gzip frame of their own
  // (1.1 KB of home's JS, issue 22).
  const singleton = (requiredVersion: string | false, startUp = false) => ({ singleton: true, requiredVersion, ...(eager && startUp ? { eager: true } : {}) });
  return {
    react: singleton('^19.2.0', true),
    'react/jsx-runtime': singleton('^19.2.0', true),
    'react-dom': singleton('^19.2.0', true),
    'react-dom/client': singleton('^19.2.0', true),
    // React Router is not shared itself: `@nyaya/shared/router` (a re-export of what the app uses)
    // is, so rspack can tree-shake the router while every bundle still gets the host's instance.
    '@nyaya/shared/router': singleton(false, true),
    '@nyaya/shared/stores': singleton(false),
    // Who is signed in: the host's profile button and every area's screens see one account.
    '@nyaya/shared/account': singleton(false, true),
    '@nyaya/shared/ui/toast': singleton(false),
    // The page's language and every loaded catalogue (one Lingui instance for all bundles).
    '@nyaya/shared/i18n': singleton(false, true),
    // The common catalogue (the shared rules' and stores' messages): the host's stores and every area
    // use it, and one copy per page saves an area's first screen its second one (1.9 KB gzip).
    '@nyaya/shared/i18n/common': singleton(false),
    // Radix's stack of open layers lives in this module: with one copy, Escape and outside clicks
    // reach only the topmost of a host toast and a remote's dialog, as within one bundle.
    '@radix-ui/react-dismissable-layer': singleton(false),
  };
}

/** TypeScript and JSX through SWC, for the browser bundles and the prerender alike. */
function scriptRule(production: boolean) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
      },
    },
    type: 'javascript/auto',
  };
}

/**
 * The shared rules (`shared/src/rules`) are pure functions with no effect at import: saying so lets
 * rspack take what a screen imports from a barrel (`@nyaya/shared/rules/life`) from the rule's own
 * file, so the screen's chunk holds the rules it uses, not every rule of the barrel that another
 * screen (or a form loaded on intent) needs.
 */
function pureRulesRule() {
  return { test: /[\\/]shared[\\/]src[\\/]rules[\\/]/, sideEffects: false };
}

/**
 * Message catalogues (`locales/en.json`, `locales/hi.json`) are compiled from ICU text at build
 * time (catalogLoader.cjs): the page ships no message parser. Data translations (`texts.*.json`)
 * are plain text and stay JSON.
 */
function catalogRule() {
  return { test: /[\\/]locales[\\/][a-z]{2}\.json$/, loader: require.resolve('./catalogLoader.cjs'), type: 'javascript/auto' };
}

/** Tailwind per bundle: each bundle's CSS holds exactly the classes its own sources use. */
function cssRule(dir: string) {
  return {
    test: /\.css$/,
    use: [
      {
        loader: require.resolve('postcss-loader'),
        options: { postcssOptions: { plugins: [tailwindcss({ base: dir })] } },
      },
    ],
    type: 'css/auto',
  };
}

/**
 * The bundle's renderer for Node (its prerender entry): the same React code without federation.
 * The host's renders home and the skeleton at build time (issue #7, Lighthouse); a remote's is
 * deployed with it and renders a deep link's screen on the server.
 */
function prerenderConfig({ name, dir, entry, document }: { name: BundleName; dir: string; entry: string; document?: DocumentMeta }): Configuration {
  return {
    name: 'prerender',
    // The delivery step needs the browser bundle's files too (finish.ts).
    dependencies: ['browser'],
    context: dir,
    target: 'node',
    mode: 'production',
    devtool: false,
    entry: { prerender: entry },
    output: { path: path.join(dir, 'dist-prerender'), filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], alias: { 'react-router$': reactRouterProductionBuild() } },
    // Stylesheets are served by the browser bundle; the renderer only needs the markup.
    module: { rules: [scriptRule(true), catalogRule(), { test: /\.css$/, type: 'asset/source' }] },
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [lucideStandIn(), finishPlugin({ name, dir, document })],
  };
}

interface BundleOptions {
  name: BundleName;
  /** the package folder (pass `import.meta.dirname`-equivalent) */
  dir: string;
  /** remotes expose their route table; the host exposes nothing */
  exposes?: Record<string, string>;
  /** the Node renderer: the host's exports `shells`, a remote's `renderer` (@nyaya/delivery/prerender) */
  prerender: string;
  /** the host's page head (title, description...): every page is written from it */
  document?: DocumentMeta;
}

/** The production build: the browser bundle, then its renderer and the delivery step. */
export function createBundleConfig(options: BundleOptions): Configuration | Configuration[] {
  const production = process.env.NODE_ENV === 'production' || process.argv.includes('production');
  if (!production) return browserConfig(options, false);
  return [browserConfig(options, true), prerenderConfig({ name: options.name, dir: options.dir, entry: options.prerender, document: options.document })];
}

function browserConfig({ name, dir, exposes, document }: BundleOptions, production: boolean): Configuration {
  const isHost = name === 'host';
  if (isHost && !document) throw new Error('the host bundle needs its document (title, description...)');
  return {
    name: 'browser',
    context: dir,
    // Evergreen mobile browsers only: no down-levelling, no helpers (async/await, classes, spread).
    target: production ? ['web', 'es2022'] : 'web',
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'cheap-module-source-map',
    // A production remote is only its federated container (remoteEntry.js): its standalone shell
    // is for the dev server, where it keeps its own federation runtime.
    entry: isHost || !production ? { main: './src/index.ts' } : {},
    output: {
      path: path.join(dir, 'dist'),
      // The host serves deep links (/lawyer-profile/x), so its chunks are absolute; remotes
      // resolve their chunks from wherever their remoteEntry.js was loaded.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: `nyaya_${name}`,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: production ? { 'react-router$': reactRouterProductionBuild(), ...(isHost ? bundlerRuntimeAliases : {}) } : {},
    },
    module: { rules: [scriptRule(production), catalogRule(), cssRule(dir), pureRulesRule()] },
    plugins: [
      lucideStandIn(),
      ...(production && !isHost ? [hostBundlerRuntimeStandIn()] : []),
      // The dev server's page; a production host's pages are written by the delivery step.
      ...(!production
        ? [
            new rspack.HtmlRspackPlugin({
              templateContent: renderDocument({ meta: document ?? devDocument(name), root: '' }),
              scriptLoading: 'defer',
            }),
          ]
        : []),
      ...(isHost ? [new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', to: '.' }] })] : []),
      ...(production ? [chunkGroupsPlugin({ name, dir })] : []),
      new ModuleFederationPlugin({
        name,
        ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
        remotes: {},
        shared: sharedSingletons({ eager: isHost && production }),
        // 'version-first' would fetch every remote's entry at start-up; one remote down would
        // then break the host.
        shareStrategy: 'loaded-first',
        dts: false,
        ...(production
          ? {
              runtimePlugins: [
                ...(isHost ? [federationFile('provideBundlerRuntime')] : []),
                fileURLToPath(new URL('./runtime/oneScriptPerTask.ts', import.meta.url)),
              ],
            }
          : {}),
        // The host's too: the delivery step reads which files each shared module it provides loads.
        manifest: true,
        // One federation runtime per page: the host ships it, production remotes use the host's
        // bundler runtime, and with it the host's runtime (federation/hostBundlerRuntime.ts; about
        // 30 KB gzip saved per area). So the host need not also hand out its runtime core through
        // a global (`provideExternalRuntime`): nothing reads it. Dev builds keep their own runtime
        // so a remote runs standalone. Remotes never load other remotes, so they also drop the
        // remote-loading and snapshot code.
        experiments: !production
          ? {}
          : isHost
            ? { optimization: { target: 'web' } }
            : { externalRuntime: true, optimization: { disableRemote: true, disableSnapshot: true, target: 'web' } },
      }),
    ],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    // RSPACK_STATS=1 writes module-level stats (`--json`) for byte investigations.
    ...(process.env.RSPACK_STATS
      ? {
          stats: {
            all: false,
            chunks: true,
            chunkModules: true,
            chunkModulesSpace: 1e9,
            nestedModules: true,
            nestedModulesSpace: 1e9,
            dependentModules: true,
            orphanModules: true,
            groupModulesByType: false,
            groupModulesByAttributes: false,
            ids: true,
            modules: false,
          },
        }
      : {}),
    // rspack 2 compiles dynamic imports on first request in dev; with federated chunks that
    // recompile breaks the page (the hot update it announces never arrives), so compile up front.
    lazyCompilation: false,
    devServer: {
      port: bundlePorts[name],
      historyApiFallback: true,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: isHost ? { directory: path.join(dir, 'public') } : false,
      // The API (`pnpm --filter @nyaya/api dev`, port 3005) on the app's origin, as in production.
      ...(isHost ? { proxy: [{ context: ['/api'], target: `http://127.0.0.1:${bundlePorts.host + API_PORT_OFFSET}`, xfwd: true }] } : {}),
    },
  };
}

/** A remote's standalone dev page. */
function devDocument(name: BundleName): DocumentMeta {
  const title = `Nyaya · ${name[0]!.toUpperCase()}${name.slice(1)} (standalone)`;
  return { title, description: { en: '', hi: '' }, themeColor: '#4f46e5', icon: 'data:,', bodyClass: 'bg-surface text-ink antialiased' };
}
