/** localStorage as the persistent stores reach it: maybe missing, and a store's backups. */

/** Where a value that is not understood is copied before it is replaced (the last few). */
export const BACKUP_PREFIX = 'nyaya:backup:v1:';
const MAX_BACKUPS = 3;

export function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export class StorageUnavailable extends Error {
  override name = 'StorageUnavailable';
}

/** Adds `raw` to the store's backups (the last `MAX_BACKUPS`); throws when storage refuses. */
export function backUp(store: Storage, name: string, raw: string) {
  const key = BACKUP_PREFIX + name;
  const existing = store.getItem(key);
  let backups: unknown[] = [];
  if (existing !== null) {
    try {
      const parsed: unknown = JSON.parse(existing);
      backups = Array.isArray(parsed) ? parsed : [{ raw: existing }];
    } catch {
      backups = [{ raw: existing }];
    }
  }
  if (backups.some((item) => (item as { raw?: unknown } | null)?.raw === raw)) return;
  store.setItem(key, JSON.stringify([...backups, { at: new Date().toISOString(), raw }].slice(-MAX_BACKUPS)));
}
