/**
 * Small stores over localStorage for what the user chooses or types (favourites, read state,
 * drafts), under versioned keys (`nyaya:v1:<name>`). Storage may be missing, full, disabled, or
 * hold what this version does not understand (junk, an older or newer version's entries, another
 * tab's): nothing here throws, and nothing is dropped because it is not understood.
 *
 * - A list or record store checks each entry on its own (`EntrySchema`): the entries it
 *   understands are used, the others are kept as they are and written back unchanged.
 * - An entry carries its schema's version; `read` migrates older ones. An entry of a newer
 *   version is one this version does not understand, so it is kept.
 * - A key that is not JSON at all, or not the list, record or value it should be, reads as the
 *   default; before anything replaces it, it is copied to `nyaya:backup:v1:<name>`.
 * - A write that storage refuses (full, disabled) keeps the value for the page's life and says
 *   what was not saved: `saveFailures` (subscribable) and a toast.
 * - Drafts carry the time they last changed and are pruned by age and size (`PruneRule`).
 */
import { tCommon } from '@nyaya/shared/i18n/common';
import { announce, describeFailure, saveFailures, setFailure } from './saveFailures';
import { StorageUnavailable, backUp, storage } from './storageAccess';
import { plainSchema, type EntrySchema, type PersistentStore, type PruneRule, type StoreOptions } from './storeSchema';

export { saveFailures };
export type { SaveFailure } from './saveFailures';
export { BACKUP_PREFIX } from './storageAccess';
export { plainSchema, versionTwoObjectSchema, type EntrySchema, type PersistentStore, type PruneRule, type StoreOptions } from './storeSchema';

export const STORAGE_PREFIX = 'nyaya:v1:';

export const DAY_MS = 86_400_000;

// --- Entries -----------------------------------------------------------------------------------

type Kind = 'value' | 'list' | 'record';

/** An entry this version does not understand, as stored (and its key in a record). */
interface Kept {
  key?: string;
  json: string;
}

interface Item<E> {
  key?: string;
  entry: E;
  json: string;
  updatedAt: number;
}

interface State<T> {
  raw: string | null;
  value: T;
  kept: Kept[];
  /** The stored text when it is not understood at all; backed up before it is replaced. */
  unreadable: string | null;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function pruned<E>(items: Item<E>[], rule: PruneRule | undefined, now: number, kind: Kind): Item<E>[] {
  if (!rule) return items;
  const { maxAgeMs = Infinity, maxEntries = Infinity, maxChars = Infinity } = rule;
  const fresh = maxAgeMs === Infinity ? items : items.filter((item) => now - item.updatedAt <= maxAgeMs);
  let count = fresh.length;
  let chars = 0;
  for (const item of fresh) chars += item.json.length + (item.key?.length ?? 0);
  if (count <= maxEntries && chars <= maxChars) return fresh;
  // Oldest first; on a tie, a record's earlier key and a list's later item (lists are newest first).
  const oldestFirst = fresh
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.updatedAt - b.item.updatedAt || (kind === 'list' ? b.index - a.index : a.index - b.index));
  const dropped = new Set<Item<E>>();
  for (const { item } of oldestFirst) {
    if (count <= maxEntries && chars <= maxChars) break;
    dropped.add(item);
    count -= 1;
    chars -= item.json.length + (item.key?.length ?? 0);
  }
  return fresh.filter((item) => !dropped.has(item));
}

function createStore<T, E>(name: string, kind: Kind, fallback: T, schema: EntrySchema<E>, options: StoreOptions = {}): PersistentStore<T> {
  const key = STORAGE_PREFIX + name;
  const { label = () => tCommon('store.label.changes') } = options;
  /** The store's name in the page's language at the moment a write fails. */
  const what = () => (typeof label === 'function' ? label() : label);
  const listeners = new Set<() => void>();
  // When each entry object last changed, and its stored JSON, by identity: an entry the user did
  // not touch keeps its time and is not serialized again, so a keystroke costs one entry's JSON.
  const stamps = new WeakMap<object, { updatedAt: number; json?: string }>();
  let state: State<T> = { raw: null, value: fallback, kept: [], unreadable: null };
  let decoded = false;
  // A value storage refused, kept for the page's life (until a write succeeds or a reset).
  let unsaved: { value: T } | null = null;

  function item(entry: E, now: number, itemKey?: string, updatedAt?: number): Item<E> {
    if (typeof entry !== 'object' || entry === null) {
      return { key: itemKey, entry, updatedAt: now, json: JSON.stringify(schema.write(entry, now)) };
    }
    let stamp = stamps.get(entry);
    if (!stamp) stamps.set(entry, (stamp = { updatedAt: updatedAt ?? now }));
    stamp.json ??= JSON.stringify(schema.write(entry, stamp.updatedAt));
    return { key: itemKey, entry, updatedAt: stamp.updatedAt, json: stamp.json };
  }

  function fromItems(items: Item<E>[]): T {
    if (kind === 'value') return items.length > 0 ? (items[0]!.entry as unknown as T) : fallback;
    if (kind === 'list') return items.map((each) => each.entry) as unknown as T;
    const record: Record<string, E> = {};
    for (const each of items) record[each.key!] = each.entry;
    return record as unknown as T;
  }

  function decode(raw: string | null): State<T> {
    const unreadable: State<T> = { raw, value: fallback, kept: [], unreadable: raw };
    if (raw === null) return { ...unreadable, unreadable: null };
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return unreadable;
    }
    const now = Date.now();
    const items: Item<E>[] = [];
    const kept: Kept[] = [];
    const take = (stored: unknown, itemKey?: string) => {
      const read = itemKey === '__proto__' ? undefined : schema.read(stored);
      if (read) items.push(item(read.entry, now, itemKey, read.updatedAt));
      else kept.push({ key: itemKey, json: JSON.stringify(stored) });
    };
    if (kind === 'value') {
      const read = schema.read(parsed);
      if (!read) return unreadable;
      items.push(item(read.entry, now, undefined, read.updatedAt));
    } else if (kind === 'list') {
      if (!Array.isArray(parsed)) return unreadable;
      for (const stored of parsed) take(stored);
    } else {
      if (!isPlainObject(parsed)) return unreadable;
      for (const [itemKey, stored] of Object.entries(parsed)) take(stored, itemKey);
    }
    return { raw, value: fromItems(pruned(items, options.prune, now, kind)), kept, unreadable: null };
  }

  function read(): State<T> {
    let raw: string | null = null;
    try {
      raw = storage()?.getItem(key) ?? null;
    } catch {
      raw = null;
    }
    if (!decoded || raw !== state.raw) {
      state = decode(raw);
      decoded = true;
    }
    return state;
  }

  function encode(value: T, kept: Kept[], now: number) {
    let entries: [string | undefined, E][];
    if (kind === 'value') entries = [[undefined, value as unknown as E]];
    else if (kind === 'list') entries = (value as unknown as E[]).map((entry) => [undefined, entry]);
    else entries = Object.entries(value as unknown as Record<string, E>);
    let changed = false;
    const items = entries.map(([itemKey, entry]) => {
      const normalized = schema.normalize ? schema.normalize(entry) : entry;
      if (normalized !== entry) changed = true;
      return item(normalized, now, itemKey);
    });
    const survivors = pruned(items, options.prune, now, kind);
    if (survivors.length !== items.length) changed = true;
    const keys = new Set(survivors.map((each) => each.key));
    // A record entry not understood whose key is written now is displaced: it goes to the backups.
    const displaced = kept.filter((each) => each.key !== undefined && keys.has(each.key));
    const stillKept = displaced.length > 0 ? kept.filter((each) => !displaced.includes(each)) : kept;
    let raw: string;
    if (kind === 'value') raw = survivors[0]?.json ?? JSON.stringify(schema.write(fallback as unknown as E, now));
    else if (kind === 'list') raw = `[${[...survivors, ...stillKept].map((each) => each.json).join(',')}]`;
    else raw = `{${[...survivors, ...stillKept].map((each) => `${JSON.stringify(each.key)}:${each.json}`).join(',')}}`;
    return {
      raw,
      value: changed ? fromItems(survivors) : value,
      kept: stillKept,
      displaced: displaced.map((each) => `{${JSON.stringify(each.key)}:${each.json}}`),
    };
  }

  function emit() {
    for (const listener of listeners) listener();
  }

  function get(): T {
    return unsaved ? unsaved.value : read().value;
  }

  function write(value: T) {
    const current = read();
    const out = encode(value, current.kept, Date.now());
    try {
      const local = storage();
      if (!local) throw new StorageUnavailable('localStorage is not available');
      // Never replace what is not understood without a copy: if the copy cannot be made, nothing is.
      if (current.unreadable !== null) backUp(local, name, current.unreadable);
      for (const raw of out.displaced) backUp(local, name, raw);
      local.setItem(key, out.raw);
      state = { raw: out.raw, value: out.value, kept: out.kept, unreadable: null };
      unsaved = null;
      setFailure(key, null);
    } catch (error) {
      unsaved = { value: out.value };
      if (typeof window !== 'undefined' && !saveFailures.get().some((failure) => failure.key === key)) {
        const failure = describeFailure(key, what(), error);
        setFailure(key, failure);
        announce(failure);
      }
    }
    emit();
  }

  function onStorage(event: StorageEvent) {
    if (event.key === key || event.key === null) emit();
  }

  return {
    key,
    get,
    set(next) {
      write(typeof next === 'function' ? (next as (previous: T) => T)(get()) : next);
    },
    reset() {
      try {
        storage()?.removeItem(key);
      } catch {
        // nothing to remove
      }
      state = { raw: null, value: fallback, kept: [], unreadable: null };
      decoded = false;
      unsaved = null;
      setFailure(key, null);
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

/**
 * A store of one value. Stored JSON that `schema` does not accept reads as `fallback`, and is
 * backed up before the first write replaces it.
 */
export function createPersistentStore<T>(
  name: string,
  fallback: T,
  schema: ((value: unknown) => value is T) | EntrySchema<T>,
  options?: StoreOptions,
): PersistentStore<T> {
  return createStore<T, T>(name, 'value', fallback, typeof schema === 'function' ? plainSchema(schema) : schema, options);
}

/** A store of a list, each item checked on its own; items not understood are kept, after the others. */
export function createListStore<E>(name: string, schema: EntrySchema<E>, options?: StoreOptions): PersistentStore<E[]> {
  return createStore<E[], E>(name, 'list', [], schema, options);
}

/** A store of a record, each entry checked on its own; entries not understood are kept under their keys. */
export function createRecordStore<E>(name: string, schema: EntrySchema<E>, options?: StoreOptions): PersistentStore<Record<string, E>> {
  return createStore<Record<string, E>, E>(name, 'record', {}, schema, options);
}
