import { useSyncExternalStore } from 'react';
import type { PersistentStore } from './persistentStore';

/** Subscribe a component to a persistent store: `[value, setValue]`, like useState. */
export function usePersistentStore<T>(store: PersistentStore<T>): [T, PersistentStore<T>['set']] {
  const value = useSyncExternalStore(store.subscribe, store.get, store.get);
  return [value, store.set.bind(store)];
}

/** A set of ids kept in a store (favourites, joined spaces, saved experts...). */
export function useIdSet(store: PersistentStore<string[]>) {
  const [ids, setIds] = usePersistentStore(store);
  const has = (id: string) => ids.includes(id);
  const toggle = (id: string) => setIds((previous) => (previous.includes(id) ? previous.filter((item) => item !== id) : [...previous, id]));
  return { ids, has, toggle };
}
