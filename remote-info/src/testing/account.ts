import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import { refreshAccount, resetAccountForTests } from '@nyaya/shared/account';
import type { Account } from '@nyaya/shared/api';

/** A signed-in account as `GET /api/v1/me` sends it. */
export const testAccount: Account = {
  id: 'acc_1',
  mobile: '9876543210',
  role: 'client',
  name: 'Asha Verma',
  email: null,
  language: 'en',
  memberSince: '2026-11-20T09:00:00Z',
  notificationSettings: { push: true, email: true, sms: false, marketing: false },
  stats: { expertSessions: 0, orders: 0, goalsCompleted: 0, resourcesDownloaded: 0, communityPosts: 0 },
};

type Answer = (init?: RequestInit) => Response | Promise<Response>;

/** A JSON answer with `status`. */
export const json =
  (body: unknown, status = 200) =>
  (): Response =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Stubs fetch with answers by "METHOD /path"; anything else fails as a network error would (the
 * API unreachable). `GET /api/v1/me` says who is signed in unless the test answers it itself.
 */
export function serveApi(routes: Record<string, Answer>, me: Account | null = null) {
  const all: Record<string, Answer> = { 'GET /api/v1/me': json({ account: me, testMode: true }), ...routes };
  const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
    const answer = all[`${init?.method ?? 'GET'} ${path}`];
    if (!answer) throw new TypeError('Failed to fetch');
    return answer(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * Signs `account` in for the screens (the account singleton), as the app does: by asking
 * `GET /api/v1/me`, answered by the API stub, before the screen renders.
 */
export async function signInForTest(routes: Record<string, Answer> = {}, account: Account = testAccount) {
  resetAccountForTests();
  const fetchMock = serveApi(routes, account);
  await refreshAccount();
  return fetchMock;
}

/** A guest, as the API says after asking. */
export async function guestForTest(routes: Record<string, Answer> = {}) {
  resetAccountForTests();
  const fetchMock = serveApi(routes, null);
  await refreshAccount();
  return fetchMock;
}

/**
 * For each file's `afterEach`: the screen goes first (so the reset does not re-render a screen
 * being torn down), then the next test starts as nobody asked who is signed in. Tests share one
 * module graph (vitest isolate: false), so an afterEach here would run only for the first file
 * that imported this module.
 */
export function forgetAccount() {
  cleanup();
  resetAccountForTests();
  vi.unstubAllGlobals();
}
