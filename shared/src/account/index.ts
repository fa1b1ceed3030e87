/**
 * Who is using the app: a guest or a signed-in account (issue 23). One copy per page (a federated
 * singleton, delivery/src/build/createConfig.ts), so the host's profile button and every area's
 * screens agree. Home loads it, so it stays small: no zod here; `GET /api/v1/me` is checked by
 * `readMe` below, and the screens that need the full contract import `@nyaya/shared/api`.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { Account } from '../api/account';

export type AccountState =
  /** Not asked yet (the prerendered page, the first render): screens show the guest's view. */
  { status: 'unknown' } | { status: 'guest'; testMode: boolean } | { status: 'signed-in'; account: Account; testMode: boolean };

const ME_PATH = '/api/v1/me';

let state: AccountState = { status: 'unknown' };
let asked: Promise<AccountState> | null = null;
const listeners = new Set<() => void>();

export function accountState(): AccountState {
  return state;
}

/** Sets who is signed in (after sign-in, sign-out or a profile change) and tells every screen. */
export function setAccountState(next: AccountState) {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeAccount(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The body of `GET /api/v1/me` as an AccountState, or null when it is not that shape. */
export function readMe(body: unknown): AccountState | null {
  if (!isObject(body) || typeof body.testMode !== 'boolean') return null;
  if (body.account === null) return { status: 'guest', testMode: body.testMode };
  const account = body.account;
  if (!isObject(account) || typeof account.id !== 'string' || typeof account.mobile !== 'string') return null;
  return { status: 'signed-in', account: account as unknown as Account, testMode: body.testMode };
}

/**
 * Asks the API who this session is. When it cannot answer (offline, API down) the state stays as
 * it was: a signed-in user is not shown as a guest because of one failed request. A failed answer
 * is not kept as the page's one answer: the next screen that asks asks again (on a patchy mobile
 * connection the first request is often the one lost, and the profile would wait for ever).
 */
export function refreshAccount(fetchImpl: typeof fetch = fetch): Promise<AccountState> {
  const request: Promise<AccountState> = fetchImpl(ME_PATH, { headers: { accept: 'application/json' }, credentials: 'same-origin' })
    .then(async (response) => (response.ok ? readMe(await response.json()) : null))
    .catch(() => null)
    .then((next) => {
      if (next) setAccountState(next);
      else if (asked === request) asked = null;
      return state;
    });
  asked = request;
  return request;
}

/** Asks the API who this session is, unless something already has: one request a page. */
export function ensureAccount() {
  if (!asked) void refreshAccount();
}

/** The account state for a screen; the first screen that asks makes the one request. */
export function useAccount(): AccountState {
  const current = useSyncExternalStore(subscribeAccount, accountState, accountState);
  useEffect(ensureAccount, []);
  return current;
}

/** For tests: forget what was asked. */
export function resetAccountForTests(next: AccountState = { status: 'unknown' }) {
  asked = null;
  setAccountState(next);
}

/** "9876543210" → "+91 98••••3210": a number shown where others may see the screen. */
export function maskMobile(mobile: string): string {
  return /^[6-9]\d{9}$/.test(mobile) ? `+91 ${mobile.slice(0, 2)}••••${mobile.slice(6)}` : mobile;
}

/** What to call the user: their name, else their masked number. */
export function accountDisplayName(account: Pick<Account, 'name' | 'mobile'>): string {
  return account.name?.trim() || maskMobile(account.mobile);
}

/**
 * The host's sign-in page, coming back to `path` (this app's own, with its query) afterwards; encoded
 * so its `?` and `&` stay inside the parameter. The host checks `next` again (safeNext).
 */
export function signInHref(path: string): string {
  return `/sign-in?next=${encodeURIComponent(path)}`;
}
