/**
 * What is deployed, as the server sees it: each bundle's folder and manifest, and remotes.json
 * (where the browser loads each area from). All of it is read through cachedFile, so a redeploy
 * is picked up and a missing file is "not there", never a crash.
 */
import { join } from 'node:path';
import {
  MANIFEST_FILE,
  areaNames,
  bundleDirs,
  bundlePortOffsets,
  parseHostManifest,
  parseRemoteManifest,
  remoteConfigSchema,
  type AreaName,
  type BundleName,
  type HostManifest,
  type RemoteConfig,
  type RemoteManifest,
} from '../manifest';
import { cachedFile, type CachedFile } from './files';

export interface Deployment {
  root: string;
  portBase: number;
  distOf(bundle: BundleName): string;
  host: CachedFile<HostManifest>;
  remotes: Record<AreaName, CachedFile<RemoteManifest>>;
  /** an area's renderer for Node (deployed with the remote) */
  rendererFile(area: AreaName): string;
  /** remotes.json as the browser gets it */
  remoteConfigText(): string | null;
  remoteConfig(): RemoteConfig;
  /** the origins the remotes are served from (CSP) */
  remoteOrigins(): string[];
  /** the origins the host is served from (remotes answer CORS to these only) */
  hostOrigins(): Set<string>;
}

export function deployment({ root, portBase, publicOrigins = [] }: { root: string; portBase: number; publicOrigins?: string[] }): Deployment {
  const distOf = (bundle: BundleName) => join(root, bundleDirs[bundle], 'dist');
  const host = cachedFile(join(distOf('host'), MANIFEST_FILE), (text) => parseHostManifest(JSON.parse(text)));
  const remotes = Object.fromEntries(
    areaNames.map((area) => [area, cachedFile(join(distOf(area), MANIFEST_FILE), (text) => parseRemoteManifest(JSON.parse(text)))]),
  ) as Record<AreaName, CachedFile<RemoteManifest>>;
  // Tests and parallel runs serve on other ports: remotes.json then points at them.
  const customPorts = portBase !== 3000;
  const deployedConfig = cachedFile(join(distOf('host'), 'remotes.json'), (text) => {
    remoteConfigSchema.parse(JSON.parse(text));
    return text;
  });
  const customConfig = JSON.stringify(
    Object.fromEntries(areaNames.map((area) => [area, `http://localhost:${portBase + bundlePortOffsets[area]}/mf-manifest.json`])),
    null,
    2,
  );
  // Either way remotes.json must be deployed: a host without one has no areas.
  const remoteConfigText = () => {
    const deployed = deployedConfig.get();
    return deployed !== null && customPorts ? customConfig : deployed;
  };
  const originOf = (url: string) => {
    try {
      return [new URL(url).origin];
    } catch {
      return [];
    }
  };
  // Parsed once per version of the text (it is read on every request).
  let parsed: { text: string | null; config: RemoteConfig; origins: string[] } = { text: null, config: {}, origins: [] };
  function current() {
    const text = remoteConfigText();
    if (text === parsed.text) return parsed;
    let config: RemoteConfig = {};
    try {
      const all = text ? remoteConfigSchema.parse(JSON.parse(text)) : {};
      config = Object.fromEntries(Object.entries(all).filter(([area]) => (areaNames as string[]).includes(area)));
    } catch {
      config = {};
    }
    parsed = { text, config, origins: Object.values(config).flatMap((url) => (url ? originOf(url) : [])) };
    return parsed;
  }
  const hostOrigins = new Set([`http://localhost:${portBase}`, `http://127.0.0.1:${portBase}`, ...publicOrigins]);
  return {
    root,
    portBase,
    distOf,
    host,
    remotes,
    rendererFile: (area) => join(root, bundleDirs[area], 'dist-prerender/prerender.cjs'),
    remoteConfigText,
    remoteConfig: () => current().config,
    remoteOrigins: () => current().origins,
    hostOrigins: () => hostOrigins,
  };
}
