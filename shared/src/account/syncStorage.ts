/** This device's storage as sync.ts uses it: read and written without ever throwing. */

/** Changes made offline, not yet on the account: merged, not overwritten, at the next pull. */
const PENDING_KEY = 'nyaya:sync:v1:pending';

export function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function parse(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function readPending(): Set<string> {
  const value = parse(storage()?.getItem(PENDING_KEY) ?? null);
  return new Set(Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
}

export function writePending(pending: Set<string>) {
  try {
    if (pending.size === 0) storage()?.removeItem(PENDING_KEY);
    else storage()?.setItem(PENDING_KEY, JSON.stringify([...pending]));
  } catch {
    // Storage refused: the change is still pushed now; only an offline retry is lost.
  }
}

export function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
