/**
 * When the browser's stores follow the account (shared/src/account/sync.ts): from sign-in, or
 * from the start for a page that opens signed in. This module and the sync are one chunk, fetched
 * only then (AppLayout) or with the screens that sign in and out, so a guest's home never
 * downloads it (home's byte budget: each chunk also costs home an entry in the chunk map).
 */
import { accountState, ensureAccount, setAccountState, subscribeAccount, type AccountState } from '@nyaya/shared/account';
import type { Account } from '@nyaya/shared/api';
import { clearAccountData, startSync } from '@nyaya/shared/account/sync';

/** Set while this device's stores hold an account's data: a device signed out elsewhere clears them. */
export const SYNCED_ACCOUNT_KEY = 'nyaya:sync:v1:account';
/** Sign-in waits this long at most for the merge before it moves on (the merge carries on). */
const MERGE_WAIT_MS = 3000;

function remember(accountId: string | null) {
  try {
    if (accountId) localStorage.setItem(SYNCED_ACCOUNT_KEY, accountId);
    else localStorage.removeItem(SYNCED_ACCOUNT_KEY);
  } catch {
    // Without storage there are no local copies to clear later either.
  }
}

function remembered(): string | null {
  try {
    return localStorage.getItem(SYNCED_ACCOUNT_KEY);
  } catch {
    return null;
  }
}

let syncing: string | null = null;

/**
 * At sign-in: every screen learns who is signed in, and this device's guest data goes into the
 * account's (then both stay in step). Marked as syncing first, so that the state change is not
 * taken for a page that opened signed in (whose pull would replace the guest's data).
 */
export async function completeSignIn(account: Account, testMode: boolean): Promise<void> {
  const previous = remembered();
  syncing = account.id;
  remember(account.id);
  setAccountState({ status: 'signed-in', account, testMode });
  // Copies of another account this device still holds are not a guest's: not merged.
  if (previous && previous !== account.id) clearAccountData();
  const merged = startSync({ mergeGuestData: true }).catch(() => undefined);
  await Promise.race([merged, new Promise((resolve) => setTimeout(resolve, MERGE_WAIT_MS))]);
}

/** Sign-out or deletion: stop pushing, then clear this device's copies of the account's data. */
export function clearAfterSignOut() {
  syncing = null;
  remember(null);
  clearAccountData();
}

function follow(state: AccountState) {
  if (state.status === 'signed-in' && syncing !== state.account.id) {
    // Another account's copies (a device handed over without signing out) are not merged in.
    const previous = remembered();
    syncing = state.account.id;
    remember(state.account.id);
    if (previous && previous !== state.account.id) clearAccountData();
    void startSync();
  } else if (state.status === 'guest' && (syncing || remembered())) {
    // Signed out on another device (or the session ended): what this device kept is the account's.
    clearAfterSignOut();
  } else if (state.status === 'unknown') {
    // A page opened on a screen that never asks who is signed in (/act): without asking, its stores
    // would neither pull the other devices' changes nor push its own.
    ensureAccount();
  }
}

let unfollow: (() => void) | null = null;

/** Follows the account state for the rest of the page's life (once, however often it is called). */
export function followAccountSync() {
  if (unfollow) return;
  follow(accountState());
  unfollow = subscribeAccount(() => follow(accountState()));
}

/**
 * For tests: stop following. A page never does, but test files share one module graph
 * (vitest.config.ts, isolate: false), and a follower left behind asks who is signed in whenever a
 * later file resets the account, with whatever fetch is in place then: that answer is the one every
 * screen of that file then waits on.
 */
export function stopFollowingForTests() {
  unfollow?.();
  unfollow = null;
  syncing = null;
}
