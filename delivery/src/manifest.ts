/**
 * The one contract between the build, the server and the start-up script: each bundle's build
 * writes `dist/delivery.json` (a DeliveryManifest), the server reads the host's and each remote's
 * to compose a deep link's page, and the page hands the start-up script a BootConfig built from
 * them. Everything is checked on read, so a half-deployed or older bundle is a clear error (and a
 * page without its hints), never a crash or a silently wrong page.
 */
import { z } from 'zod';

export * from './contract';

export const MANIFEST_FILE = 'delivery.json';
export const MANIFEST_VERSION = 2;

export const bundleNames = ['host', 'info', 'life', 'experts', 'marketplace'] as const;
export type BundleName = (typeof bundleNames)[number];
export type AreaName = Exclude<BundleName, 'host'>;
export const areaNames = bundleNames.filter((name): name is AreaName => name !== 'host');

/** The folder each bundle is built into, relative to the repository. */
export const bundleDirs: Record<BundleName, string> = {
  host: 'host',
  info: 'remote-info',
  life: 'remote-life',
  experts: 'remote-experts',
  marketplace: 'remote-marketplace',
};

/** Ports of `pnpm dev` and `pnpm start`: the host on the base port, each remote on the next ones. */
export const bundlePortOffsets: Record<BundleName, number> = { host: 0, info: 1, life: 2, experts: 3, marketplace: 4 };

/** What the `<head>` of every page says about the app. */
const perLocale = <T extends z.ZodType>(value: T) => z.object({ en: value, hi: value });

const documentMetaSchema = z.object({
  title: z.string().min(1),
  /** in each language: the page in Hindi describes itself in Hindi */
  description: perLocale(z.string()),
  themeColor: z.string(),
  icon: z.string(),
  bodyClass: z.string(),
});
export type DocumentMeta = z.infer<typeof documentMetaSchema>;

const files = z.array(z.string().min(1));

/** One route of an area, as its route object declares it (see @nyaya/shared/router's RouteHandle). */
const areaRouteSchema = z.object({
  id: z.string().min(1),
  path: z.string().startsWith('/'),
  /** the query parameters the screen reads: the only ones that key the server's screen cache */
  query: z.array(z.string()),
  /** false: the screen depends on what only the browser has; the server sends the skeleton */
  prerender: z.boolean(),
  /** how long the server may keep the screen's render, seconds (live data); null: until redeployed */
  freshSeconds: z.number().int().positive().nullish(),
  /** the page's own chunks (its lazy import), relative to the remote's base URL */
  files,
  /** the share keys of the shared modules the page consumes */
  shared: z.array(z.string()),
});
export type AreaRouteEntry = z.infer<typeof areaRouteSchema>;

export const hostManifestSchema = z.object({
  kind: z.literal('host'),
  version: z.literal(MANIFEST_VERSION),
  document: documentMetaSchema,
  /** the entry script (deferred on the skeleton page, started by the boot script otherwise) */
  entry: z.string(),
  /** the start-up script (public: `/${boot}`) */
  boot: z.string(),
  /** the host's one stylesheet, linked from every page */
  stylesheet: z.string(),
  /** what the app (`import('./bootstrap')`) loads at once */
  app: files,
  /** what the federation loader (`import('./federation/areaRoutes')`) loads */
  loader: files,
  /** the shared modules the host provides, by share key: what each one loads ([] in the entry) */
  shared: z.record(z.string(), files),
  /** the loading skeleton's markup in each language, for a deep link whose screen is not rendered ahead */
  skeleton: perLocale(z.string()),
  /** home's page in each language (written at build time; the server picks the visitor's) */
  home: perLocale(z.string().regex(/^index(\.[a-z]{2})?\.html$/)),
});
export type HostManifest = z.infer<typeof hostManifestSchema>;

export const remoteManifestSchema = z.object({
  kind: z.literal('remote'),
  version: z.literal(MANIFEST_VERSION),
  area: z.enum(areaNames as [AreaName, ...AreaName[]]),
  /** the federated container */
  entry: z.string(),
  /** what the exposed route table loads: its scripts and the area's stylesheets */
  expose: z.object({ js: files, css: files }),
  routes: z.array(areaRouteSchema),
  /** the shared modules this remote consumes, by share key: its own copy's files */
  shared: z.record(z.string(), files),
});
export type RemoteManifest = z.infer<typeof remoteManifestSchema>;

export type DeliveryManifest = HostManifest | RemoteManifest;

export function parseHostManifest(value: unknown): HostManifest {
  return hostManifestSchema.parse(value);
}

export function parseRemoteManifest(value: unknown): RemoteManifest {
  return remoteManifestSchema.parse(value);
}

/** remotes.json: area → the URL of its mf-manifest.json (or remoteEntry.js). */
export const remoteConfigSchema = z.record(z.string(), z.string());
export type RemoteConfig = Partial<Record<AreaName, string>>;
