/**
 * How a store's value on this device and the account's copy become one (issue 23), as pure
 * functions. Values are what the stores persist (`nyaya:v1:<key>`, parsed): a list or a record
 * of entries, entries this version does not understand included, untouched.
 */
import type { SyncedStoreKey } from '../api/account';

export type StoreShape = 'list' | 'record';

/**
 * The synced stores and their shapes. Kept here, not read from the API contract, so that the sync
 * chunk does not pull in zod; sync.test.ts holds it against SYNCED_STORE_KEYS.
 */
export const SYNCED_SHAPES: Record<SyncedStoreKey, StoreShape> = {
  'experts:saved': 'list',
  'marketplace:favourites': 'list',
  'marketplace:intake-drafts': 'record',
  'marketplace:checkout': 'list',
  'info:notification-settings': 'record',
  'info:joined-spaces': 'list',
  'info:joined-local-events': 'list',
  'info:read-notifications': 'list',
  'life:action-item-completion': 'record',
  // Each item merges by its own `updatedAt`; a delete is a newer tombstone, so it is not undone.
  'life:action-items': 'record',
  // As action items: each goal (its check-ins with it) merges by its own `updatedAt`.
  'life:goals': 'record',
  // Like action items: per plan by its `updatedAt`, a delete a newer tombstone.
  'life:plans': 'record',
  'life:saved-resources': 'list',
  'life:downloaded-resources': 'list',
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value as its shape, or the empty one when it is something else (junk, a missing key). */
export function asShape(shape: StoreShape, value: unknown): unknown[] | Record<string, unknown> {
  if (shape === 'list') return Array.isArray(value) ? value : [];
  return isRecord(value) ? value : {};
}

/** Lists: both devices' items, this device's first (its order), then the account's not already there. */
export function mergeLists(local: unknown[], account: unknown[]): unknown[] {
  const seen = new Set(local.map((item) => JSON.stringify(item)));
  return [...local, ...account.filter((item) => !seen.has(JSON.stringify(item)))];
}

/** When an entry says it last changed (drafts carry `updatedAt` or `$updatedAt`), in ms; else null. */
export function entryTime(entry: unknown): number | null {
  if (!isRecord(entry)) return null;
  const at = typeof entry.updatedAt === 'string' ? entry.updatedAt : typeof entry.$updatedAt === 'string' ? entry.$updatedAt : null;
  const ms = at === null ? Number.NaN : Date.parse(at);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * Records: every key of both; where both have a key, the newer entry wins. An entry's own time
 * when both carry one, else the times of the two copies as wholes: `localTime` (when this device
 * last changed the store; null when unknown, which counts as now: a guest's choice was made on
 * this device before signing in) against `accountTime` (the account copy's `updatedAt`).
 */
export function mergeRecords(
  local: Record<string, unknown>,
  account: Record<string, unknown>,
  localTime: number | null,
  accountTime: number,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...account };
  for (const [key, entry] of Object.entries(local)) {
    if (key === '__proto__') continue;
    if (!(key in account)) {
      merged[key] = entry;
      continue;
    }
    const mine = entryTime(entry);
    const theirs = entryTime(account[key]);
    const localWins = mine !== null && theirs !== null ? mine >= theirs : (localTime ?? Number.POSITIVE_INFINITY) >= accountTime;
    if (localWins) merged[key] = entry;
  }
  return merged;
}

/** This device's value and the account's, as one. */
export function mergeValues(shape: StoreShape, local: unknown, account: unknown, localTime: number | null, accountTime: number) {
  if (shape === 'list') return mergeLists(asShape('list', local) as unknown[], asShape('list', account) as unknown[]);
  return mergeRecords(asShape('record', local) as Record<string, unknown>, asShape('record', account) as Record<string, unknown>, localTime, accountTime);
}

/** JSON with object keys sorted: the account's copy comes back from the database in another key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/**
 * A write refused as stale (409): this device's value made on `base` (the account's copy it last
 * saw; undefined when unknown), and the account's copy now, as one. Lists unite, as mergeValues.
 * Records: an entry this device did not change since `base` takes the account's (so a change or a
 * removal made on the other device is kept, not undone by this device's stale copy), one it
 * removed stays removed unless the other device changed it, and one both changed follows
 * mergeValues (the newer entry by its own time; else this device's, changed just now).
 */
export function rebase(shape: StoreShape, local: unknown, base: unknown, account: unknown, accountTime: number) {
  if (shape === 'list' || base === undefined) return mergeValues(shape, local, account, null, accountTime);
  const mine = asShape('record', local) as Record<string, unknown>;
  const seen = asShape('record', base) as Record<string, unknown>;
  const theirs = asShape('record', account) as Record<string, unknown>;
  const changed = Object.fromEntries(Object.entries(mine).filter(([key, entry]) => !Object.hasOwn(seen, key) || canonical(entry) !== canonical(seen[key])));
  const merged = mergeRecords(changed, theirs, null, accountTime);
  for (const key of Object.keys(seen)) {
    if (!Object.hasOwn(mine, key) && Object.hasOwn(theirs, key) && canonical(theirs[key]) === canonical(seen[key])) delete merged[key];
  }
  return merged;
}
