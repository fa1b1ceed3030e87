import { waitingForTranslations, type RouteObject } from '@nyaya/shared/router';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { ensureCatalogs, targetLocale } from '@nyaya/shared/i18n';
import type { AreaName } from './areaOwners';
import { loadRemoteConfig } from './remoteConfig';

/** What every remote exposes as `./routes`. */
export interface AreaRoutesModule {
  routes: RouteObject[];
}

/**
 * A remote that has not answered in this long is treated as down: the user gets the panel with
 * Retry instead of a page that never arrives. Localhost and CDNs answer far faster.
 */
export const AREA_LOAD_TIMEOUT_MS = 8000;

function withTimeout<T>(promise: Promise<T>, area: AreaName): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${area} did not answer within ${AREA_LOAD_TIMEOUT_MS} ms`)), AREA_LOAD_TIMEOUT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const loaded = new Map<AreaName, Promise<RouteObject[]>>();
const failed = new Map<AreaName, unknown>();
const registered = new Set<AreaName>();
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/**
 * Downloads an area's route table from its remote, once. A failure is remembered (so the 404
 * route can show the area-unavailable panel instead) and not cached, so a retry really retries.
 */
export function loadAreaRoutes(area: AreaName): Promise<RouteObject[]> {
  const existing = loaded.get(area);
  if (existing) return existing;
  const attempt = withTimeout(
    (async () => {
      const config = await loadRemoteConfig();
      // `force` drops whatever a failed earlier attempt left cached for this remote.
      registerRemotes([{ name: area, entry: config[area] }], { force: registered.has(area) });
      registered.add(area);
      const module = await loadRemote<AreaRoutesModule>(`${area}/routes`);
      if (!module || !Array.isArray(module.routes)) throw new Error(`${area} exposed no routes`);
      // The routes module defined the area's catalogues; its screens wait for them in Hindi.
      await ensureCatalogs(targetLocale());
      return module.routes.map(waitingForTranslations);
    })(),
    area,
  );
  loaded.set(area, attempt);
  attempt.then(
    () => {
      failed.delete(area);
      emit();
    },
    (error: unknown) => {
      loaded.delete(area);
      failed.set(area, error);
      emit();
    },
  );
  return attempt;
}

export const areaFailures = {
  has: (area: AreaName) => failed.has(area),
  clear(area: AreaName) {
    failed.delete(area);
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => failed.size,
};
