/**
 * The shapes of the persistent stores (persistentStore.ts): a store, how an entry is read,
 * migrated and written (`EntrySchema`), and how drafts are pruned.
 */
export interface PersistentStore<T> {
  readonly key: string;
  get(): T;
  set(next: T | ((previous: T) => T)): void;
  reset(): void;
  subscribe(listener: () => void): () => void;
}

/** How one entry (or a whole value) is read from storage and written to it. */
export interface EntrySchema<E> {
  /** The version written. */
  readonly version: number;
  /**
   * A stored entry of this version or an older one (migrated) → the entry, with when it last
   * changed when the stored entry says (an entry from before that was kept counts from now).
   * Undefined when this version does not understand it (junk, a field it does not know, a newer
   * version): the entry is then kept in storage as it is.
   */
  read(stored: unknown): { entry: E; updatedAt?: number } | undefined;
  /** The entry as stored, with when it last changed. */
  write(entry: E, updatedAt: number): unknown;
  /** Applied to each entry before it is written and used (text cleaned, say); the same entry when nothing changes. */
  normalize?(entry: E): E;
}

/**
 * The schema of an object entry stored as `{ ...entry, v: 2, updatedAt: ISO }`: version 2 reads
 * its own shape; an entry without `v` and `updatedAt` is version 1 (migrated, counted from now);
 * anything else (another version, a bad time, a field `isEntry` refuses) is not understood.
 */
export function versionTwoObjectSchema<E extends object>(isEntry: (value: Record<string, unknown>) => boolean, clean: (entry: E) => E): EntrySchema<E> {
  return {
    version: 2,
    read(stored) {
      if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return undefined;
      const { v, updatedAt: at, ...entry } = stored as Record<string, unknown>;
      let updatedAt: number | undefined;
      if (v === 2) {
        updatedAt = typeof at === 'string' ? Date.parse(at) : Number.NaN;
        if (!Number.isFinite(updatedAt)) return undefined;
      } else if (v !== undefined || at !== undefined) {
        return undefined;
      }
      return isEntry(entry) ? { entry: clean(entry as E), updatedAt } : undefined;
    },
    write: (entry, updatedAt) => ({ ...entry, v: 2, updatedAt: new Date(updatedAt).toISOString() }),
    normalize: clean,
  };
}

/**
 * Which entries a draft store drops, oldest first (by when each last changed): those unchanged
 * for `maxAgeMs`, then as many as it takes to get within `maxEntries` and `maxChars` (the
 * serialized length, in the UTF-16 units localStorage counts). Entries that are not understood
 * are never pruned.
 */
export interface PruneRule {
  maxAgeMs?: number;
  maxEntries?: number;
  maxChars?: number;
}

export interface StoreOptions {
  /**
   * What the store holds, as the user knows it, for "… could not be saved" ("Your draft"): a
   * function giving it in the page's language when a write fails, or fixed text.
   */
  label?: string | (() => string);
  prune?: PruneRule;
}

/** A schema for values that are valid as they are and have one version (a boolean, a list of ids). */
export function plainSchema<E>(isValid: (value: unknown) => value is E): EntrySchema<E> {
  return { version: 1, read: (stored) => (isValid(stored) ? { entry: stored } : undefined), write: (entry) => entry };
}
