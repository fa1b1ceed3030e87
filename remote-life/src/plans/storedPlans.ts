import { useSyncExternalStore } from 'react';

/** Where `lifePlansStore` keeps the plans (storedPlans.test.ts holds it to the store's key). */
export const STORED_PLANS_KEY = 'nyaya:v1:life:plans';

function read(): boolean {
  try {
    const raw = localStorage.getItem(STORED_PLANS_KEY);
    return raw !== null && raw !== '{}';
  } catch {
    return false;
  }
}

function subscribe(onChange: () => void) {
  // Another tab's write and the account sync's (which announces its writes the same way).
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORED_PLANS_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/**
 * Whether this browser holds any plan (or a deleted one's tombstone), read without the stores'
 * code: a first visit shows the examples and the start form only, and the stores, the templates
 * and the plan cards are fetched once there is a plan (the area's first-screen byte budget).
 * The server, which has no storage, renders the examples.
 */
export function useStoredPlans(): [exists: boolean, recheck: () => void] {
  const exists = useSyncExternalStore(subscribe, read, () => false);
  return [exists, () => window.dispatchEvent(new StorageEvent('storage', { key: STORED_PLANS_KEY }))];
}
