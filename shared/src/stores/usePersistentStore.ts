import { useMemo, useSyncExternalStore } from 'react';
import type { PersistentStore } from './persistentStore';

/** Subscribe a component to a persistent store: `[value, setValue]`, like useState. */
export function usePersistentStore<T>(store: PersistentStore<T>): [T, PersistentStore<T>['set']] {
  const value = useSyncExternalStore(store.subscribe, store.get, store.get);
  // One setter per store, like useState's, so memoised children are not re-rendered by a new one.
  const set = useMemo(() => store.set.bind(store), [store]);
  return [value, set];
}

/** A set of ids kept in a store (favourites, joined spaces, saved experts...). */
export function useIdSet(store: PersistentStore<string[]>) {
  const [ids, setIds] = usePersistentStore(store);
  const has = (id: string) => ids.includes(id);
  const toggle = (id: string) => setIds((previous) => (previous.includes(id) ? previous.filter((item) => item !== id) : [...previous, id]));
  return { ids, has, toggle };
}
