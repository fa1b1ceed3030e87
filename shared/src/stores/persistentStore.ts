/**
 * A tiny store over localStorage for what the user chooses or types (favourites, read state,
 * drafts). Keys are versioned (`nyaya:v1:<name>`) so that a later shape can ignore old data.
 * Storage may be missing, full, disabled or hold junk: every path falls back to the default and
 * nothing here throws.
 */
export const STORAGE_PREFIX = 'nyaya:v1:';

export interface PersistentStore<T> {
  readonly key: string;
  get(): T;
  set(next: T | ((previous: T) => T)): void;
  reset(): void;
  subscribe(listener: () => void): () => void;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function createPersistentStore<T>(
  name: string,
  fallback: T,
  isValid: (value: unknown) => value is T,
): PersistentStore<T> {
  const key = STORAGE_PREFIX + name;
  const listeners = new Set<() => void>();
  // Cache by the raw string so that useSyncExternalStore sees a stable snapshot.
  let cachedRaw: string | null | undefined;
  let cachedValue: T = fallback;

  function read(): T {
    let raw: string | null = null;
    try {
      raw = storage()?.getItem(key) ?? null;
    } catch {
      raw = null;
    }
    if (raw === cachedRaw) return cachedValue;
    cachedRaw = raw;
    cachedValue = fallback;
    if (raw !== null) {
      try {
        const parsed: unknown = JSON.parse(raw);
        if (isValid(parsed)) cachedValue = parsed;
      } catch {
        // corrupt JSON: keep the default
      }
    }
    return cachedValue;
  }

  function emit() {
    for (const listener of listeners) listener();
  }

  function write(value: T) {
    const raw = JSON.stringify(value);
    try {
      storage()?.setItem(key, raw);
      cachedRaw = raw;
    } catch {
      // quota exceeded or storage disabled: keep the value for this page's life only
      cachedRaw = undefined;
    }
    cachedValue = value;
    emit();
  }

  function onStorage(event: StorageEvent) {
    if (event.key === key || event.key === null) emit();
  }

  return {
    key,
    get: () => (cachedRaw === undefined && cachedValue !== fallback ? cachedValue : read()),
    set(next) {
      const previous = this.get();
      write(typeof next === 'function' ? (next as (p: T) => T)(previous) : next);
    },
    reset() {
      try {
        storage()?.removeItem(key);
      } catch {
        // nothing to remove
      }
      cachedRaw = undefined;
      cachedValue = fallback;
      emit();
    },
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
  };
}
