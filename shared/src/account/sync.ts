/**
 * Keeps the browser's synced stores on the account (issue 23): pulled from `GET /api/v1/me/state`,
 * pushed with `PUT /api/v1/me/state/{key}` when they change, merged with what a guest kept at
 * sign-in (syncMerge.ts), cleared at sign-out. Loaded only for a signed-in user (never on a
 * guest's home), by the host.
 *
 * It works on what the stores persist (`nyaya:v1:<key>`, entries not understood included), so a
 * second device's stores read the account's copy exactly as they read their own storage.
 */
import { bookingDraftStore, checkoutDraftsStore, favouriteProvidersStore, intakeDraftsStore, joinedLocalEventsStore } from '@nyaya/shared/stores';
import { joinedSpacesStore, notificationSettingsStore, readNotificationsStore, savedExpertsStore, actionItemCompletionStore } from '@nyaya/shared/stores';
import { actionItemsStore } from '@nyaya/shared/stores';
import type { PersistentStore } from '@nyaya/shared/stores';
import type { SyncedStoreKey } from '../api/account';
import { asShape, mergeValues, SYNCED_SHAPES } from './syncMerge';

const STATE_PATH = '/api/v1/me/state';
/** Changes made offline, not yet on the account: merged, not overwritten, at the next pull. */
const PENDING_KEY = 'nyaya:sync:v1:pending';
/** A burst of changes (typing a draft) is one push. */
const PUSH_DELAY_MS = 400;

export const syncedStores: Record<SyncedStoreKey, PersistentStore<unknown>> = {
  'experts:saved': savedExpertsStore,
  'marketplace:favourites': favouriteProvidersStore,
  'marketplace:intake-drafts': intakeDraftsStore,
  'marketplace:checkout': checkoutDraftsStore,
  'info:notification-settings': notificationSettingsStore,
  'info:joined-spaces': joinedSpacesStore,
  'info:joined-local-events': joinedLocalEventsStore,
  'info:read-notifications': readNotificationsStore,
  'life:action-item-completion': actionItemCompletionStore,
  'life:action-items': actionItemsStore,
} as Record<SyncedStoreKey, PersistentStore<unknown>>;

const keys = Object.keys(SYNCED_SHAPES) as SyncedStoreKey[];

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** What the store persists, as stored text (null when nothing is). */
const rawOf = (key: SyncedStoreKey) => storage()?.getItem(syncedStores[key].key) ?? null;

function parse(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

function readPending(): Set<string> {
  const value = parse(storage()?.getItem(PENDING_KEY) ?? null);
  return new Set(Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
}

function writePending(pending: Set<string>) {
  try {
    if (pending.size === 0) storage()?.removeItem(PENDING_KEY);
    else storage()?.setItem(PENDING_KEY, JSON.stringify([...pending]));
  } catch {
    // Storage refused: the change is still pushed now; only an offline retry is lost.
  }
}

function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

interface Session {
  fetchImpl: typeof fetch;
  /** The stored text last agreed with the account, per key: a change is anything else. */
  agreed: Map<SyncedStoreKey, string | null>;
  timers: Map<SyncedStoreKey, ReturnType<typeof setTimeout>>;
  unsubscribe: (() => void)[];
  /** Set while this module writes a store, so its own write is not taken for the user's change. */
  applying: boolean;
}

let session: Session | null = null;

/** `fetch` called as a plain function: as a method of the session it throws "Illegal invocation". */
function call(current: Session, path: string, init: RequestInit) {
  const { fetchImpl } = current;
  return fetchImpl(path, init);
}

async function push(current: Session, key: SyncedStoreKey): Promise<boolean> {
  const raw = rawOf(key);
  const value = parse(raw) ?? asShape(SYNCED_SHAPES[key], undefined);
  try {
    const response = await call(current, `${STATE_PATH}/${encodeURIComponent(key)}`, {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'idempotency-key': randomKey() },
      body: JSON.stringify({ value }),
    });
    if (!response.ok) return false;
    current.agreed.set(key, raw);
    const pending = readPending();
    if (pending.delete(key)) writePending(pending);
    return true;
  } catch {
    return false;
  }
}

function schedule(current: Session, key: SyncedStoreKey) {
  if (current.applying || session !== current || rawOf(key) === current.agreed.get(key)) return;
  const pending = readPending();
  if (!pending.has(key)) writePending(pending.add(key));
  clearTimeout(current.timers.get(key));
  current.timers.set(
    key,
    setTimeout(() => void push(current, key), PUSH_DELAY_MS),
  );
}

/** Writes the store as the account has it and tells its screens, as another tab's write would. */
function apply(current: Session, key: SyncedStoreKey, value: unknown) {
  const raw = JSON.stringify(value);
  current.applying = true;
  try {
    storage()?.setItem(syncedStores[key].key, raw);
    window.dispatchEvent(new StorageEvent('storage', { key: syncedStores[key].key }));
  } catch {
    // Storage refused: the screens keep this device's copy; the next pull tries again.
  } finally {
    current.applying = false;
  }
}

async function pull(current: Session, mergeAll: boolean): Promise<void> {
  let entries: Record<string, { value: unknown; updatedAt: string }> = {};
  try {
    const response = await call(current, STATE_PATH, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
    if (!response.ok) return;
    const body = (await response.json()) as { entries?: unknown };
    if (typeof body?.entries === 'object' && body.entries !== null) entries = body.entries as typeof entries;
  } catch {
    return;
  }
  if (session !== current) return;
  const pending = readPending();
  await Promise.all(
    keys.map(async (key) => {
      const entry = entries[key];
      const raw = rawOf(key);
      const local = parse(raw);
      if (!entry || typeof entry !== 'object') {
        // The account has nothing yet: this device's copy (if any) becomes the account's.
        if (local !== undefined) await push(current, key);
        else current.agreed.set(key, raw);
        return;
      }
      const accountTime = Date.parse(entry.updatedAt) || 0;
      // At sign-in, or after offline changes, both copies count; otherwise the account's is the truth
      // (so what was removed on another device stays removed here).
      const merged = mergeAll || pending.has(key) ? mergeValues(SYNCED_SHAPES[key], local, entry.value, null, accountTime) : entry.value;
      if (JSON.stringify(merged) !== raw) apply(current, key, merged);
      current.agreed.set(key, JSON.stringify(entry.value));
      if (JSON.stringify(merged) !== JSON.stringify(entry.value)) await push(current, key);
      else current.agreed.set(key, rawOf(key));
    }),
  );
}

/**
 * Starts keeping the stores on the account: pulls once (merging this device's copies into the
 * account's when `mergeGuestData`, at sign-in), then pushes every change. Resolves once the
 * first pull and its pushes are done. Starting again restarts.
 */
export async function startSync({ mergeGuestData = false, fetchImpl = fetch }: { mergeGuestData?: boolean; fetchImpl?: typeof fetch } = {}) {
  stopSync();
  const current: Session = { fetchImpl, agreed: new Map(), timers: new Map(), unsubscribe: [], applying: false };
  session = current;
  for (const key of keys) current.unsubscribe.push(syncedStores[key].subscribe(() => schedule(current, key)));
  await pull(current, mergeGuestData);
}

/** Stops pushing (sign-out, account deleted): nothing written after this reaches the account. */
export function stopSync() {
  if (!session) return;
  for (const stop of session.unsubscribe) stop();
  for (const timer of session.timers.values()) clearTimeout(timer);
  session = null;
}

/** Sign-out: stop syncing, then remove this device's copies of the account's data. */
export function clearAccountData() {
  stopSync();
  writePending(new Set());
  for (const key of keys) syncedStores[key].reset();
  // The booking draft holds the name and number typed for a consultation.
  bookingDraftStore.reset();
}
