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
import { actionItemsStore, downloadedResourcesStore, goalsStore, lifePlansStore, savedResourcesStore } from '@nyaya/shared/stores';
import type { PersistentStore } from '@nyaya/shared/stores';
import type { SyncedStoreKey } from '../api/account';
import { asShape, rebase, SYNCED_SHAPES } from './syncMerge';
import { parse, randomKey, readPending, storage, writePending } from './syncStorage';

const STATE_PATH = '/api/v1/me/state';
/** A burst of changes (typing a draft) is one push. */
const PUSH_DELAY_MS = 400;
/** Writes refused as stale (409), merged and tried again, before the change waits for the next pull. */
const MAX_TRIES = 4;

/** The account's copy of a store, as `GET me/state` lists it and a 409 returns it. */
interface AccountEntry {
  value: unknown;
  updatedAt: string;
  revision?: unknown;
}

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
  'life:goals': goalsStore,
  'life:plans': lifePlansStore,
  'life:saved-resources': savedResourcesStore,
  'life:downloaded-resources': downloadedResourcesStore,
} as Record<SyncedStoreKey, PersistentStore<unknown>>;

const keys = Object.keys(SYNCED_SHAPES) as SyncedStoreKey[];

/** What the store persists, as stored text (null when nothing is). */
const rawOf = (key: SyncedStoreKey) => storage()?.getItem(syncedStores[key].key) ?? null;

interface Session {
  fetchImpl: typeof fetch;
  /** The stored text last agreed with the account, per key: a change is anything else. */
  agreed: Map<SyncedStoreKey, string | null>;
  /** The revision of the account's copy this device last saw, per key (null: it had none). */
  revisions: Map<SyncedStoreKey, number | null>;
  /** One push per key at a time, so a device never races itself. */
  pushes: Map<SyncedStoreKey, Promise<boolean>>;
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

const revisionOf = (entry: AccountEntry | null | undefined) =>
  typeof entry?.revision === 'number' && Number.isInteger(entry.revision) ? entry.revision : null;

/**
 * This device's value and the account's copy as one (the copy it last agreed with as their common
 * base, when known), written to the store; the copy becomes what this device has seen.
 */
function mergeIn(current: Session, key: SyncedStoreKey, entry: AccountEntry | null) {
  const raw = rawOf(key);
  const agreed = current.agreed.get(key);
  // Without the account's copy there is nothing the other device changed: this device's value stays whole.
  const base = agreed === undefined || !entry ? undefined : (parse(agreed) ?? asShape(SYNCED_SHAPES[key], undefined));
  const merged = rebase(SYNCED_SHAPES[key], parse(raw), base, entry?.value, entry ? Date.parse(entry.updatedAt) || 0 : 0);
  if (JSON.stringify(merged) !== raw) apply(current, key, merged);
  current.agreed.set(key, entry ? JSON.stringify(entry.value) : null);
  current.revisions.set(key, revisionOf(entry));
  return merged;
}

/**
 * Writes the store on the revision this device last saw. A 409 (another device wrote meanwhile)
 * brings the account's copy: merged into this device's, then written again on its revision. After
 * MAX_TRIES, or offline, the change stays pending and the next pull merges it.
 */
async function pushNow(current: Session, key: SyncedStoreKey): Promise<boolean> {
  for (let attempt = 0; attempt < MAX_TRIES && session === current; attempt += 1) {
    const raw = rawOf(key);
    const value = parse(raw) ?? asShape(SYNCED_SHAPES[key], undefined);
    let response: Response;
    try {
      response = await call(current, `${STATE_PATH}/${encodeURIComponent(key)}`, {
        method: 'PUT',
        credentials: 'same-origin',
        headers: { accept: 'application/json', 'content-type': 'application/json', 'idempotency-key': randomKey() },
        body: JSON.stringify({ value, base: current.revisions.get(key) ?? null }),
      });
    } catch {
      return false;
    }
    const body = (await response.json().catch(() => null)) as (AccountEntry & { current?: AccountEntry | null }) | null;
    if (response.status === 409 && session === current && body !== null && 'current' in body) {
      mergeIn(current, key, typeof body.current === 'object' ? body.current : null);
      continue;
    }
    if (!response.ok) return false;
    current.agreed.set(key, raw);
    current.revisions.set(key, revisionOf(body));
    if (rawOf(key) !== raw) return false; // Changed while in flight: its own push follows.
    const pending = readPending();
    if (pending.delete(key)) writePending(pending);
    return true;
  }
  return false;
}

function push(current: Session, key: SyncedStoreKey): Promise<boolean> {
  const next = (current.pushes.get(key) ?? Promise.resolve(true)).then(() => pushNow(current, key));
  current.pushes.set(key, next);
  return next;
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
  let entries: Record<string, AccountEntry> = {};
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
      const entry = typeof entries[key] === 'object' && entries[key] !== null ? entries[key] : null;
      if (!entry) {
        // The account has nothing yet: this device's copy (if any) becomes the account's.
        current.revisions.set(key, null);
        const raw = rawOf(key);
        if (parse(raw) !== undefined) await push(current, key);
        else current.agreed.set(key, raw);
        return;
      }
      // At sign-in, or with changes not yet on the account, both copies count; otherwise the
      // account's is the truth (so what was removed on another device stays removed here).
      if (mergeAll || pending.has(key)) {
        const merged = mergeIn(current, key, entry);
        if (JSON.stringify(merged) !== JSON.stringify(entry.value)) await push(current, key);
        else current.agreed.set(key, rawOf(key));
        return;
      }
      if (JSON.stringify(entry.value) !== rawOf(key)) apply(current, key, entry.value);
      current.agreed.set(key, rawOf(key));
      current.revisions.set(key, revisionOf(entry));
    }),
  );
}

/** A device left in the background (another device meanwhile written to) catches up when seen again. */
function onVisible(current: Session) {
  const listener = () => {
    if (document.visibilityState === 'visible' && session === current) void pull(current, false);
  };
  document.addEventListener('visibilitychange', listener);
  current.unsubscribe.push(() => document.removeEventListener('visibilitychange', listener));
}

/**
 * Starts keeping the stores on the account: pulls once (merging this device's copies into the
 * account's when `mergeGuestData`, at sign-in), then pushes every change. Resolves once the
 * first pull and its pushes are done. Starting again restarts.
 */
export async function startSync({ mergeGuestData = false, fetchImpl = fetch }: { mergeGuestData?: boolean; fetchImpl?: typeof fetch } = {}) {
  stopSync();
  const current: Session = { fetchImpl, agreed: new Map(), revisions: new Map(), pushes: new Map(), timers: new Map(), unsubscribe: [], applying: false };
  session = current;
  for (const key of keys) current.unsubscribe.push(syncedStores[key].subscribe(() => schedule(current, key)));
  if (typeof document !== 'undefined') onVisible(current);
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
