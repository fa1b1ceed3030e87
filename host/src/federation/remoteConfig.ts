import { areaNames, type AreaName } from './areaOwners';

/**
 * Where each remote lives is a deploy-time setting: `/remotes.json`, served beside index.html,
 * maps every area to its `mf-manifest.json` (or `remoteEntry.js`). Moving a remote to another
 * origin or CDN means editing that file, not rebuilding the host.
 */
export type RemoteConfig = Record<AreaName, string>;

export const REMOTE_CONFIG_URL = '/remotes.json';

export class RemoteConfigError extends Error {}

export function parseRemoteConfig(value: unknown): RemoteConfig {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RemoteConfigError('remotes.json must be an object of area → URL');
  }
  const record = value as Record<string, unknown>;
  const config = {} as RemoteConfig;
  for (const area of areaNames) {
    const url = record[area];
    if (typeof url !== 'string' || !isUsableUrl(url)) {
      throw new RemoteConfigError(`remotes.json has no usable URL for "${area}"`);
    }
    config[area] = url;
  }
  return config;
}

function isUsableUrl(url: string): boolean {
  try {
    const parsed = new URL(url, 'http://base.invalid');
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

let pending: Promise<RemoteConfig> | null = null;

/** Fetches the config once; a failure is not cached, so Retry fetches it again. */
export function loadRemoteConfig(): Promise<RemoteConfig> {
  pending ??= fetch(REMOTE_CONFIG_URL, { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new RemoteConfigError(`remotes.json answered ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .then(parseRemoteConfig)
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
