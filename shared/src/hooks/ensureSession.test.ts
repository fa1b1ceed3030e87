import { resetAccountForTests, setAccountState } from '@nyaya/shared/account';
import type { Account } from '../api/account';
import { ensureSession, resetSessionForTests } from './ensureSession';

const account: Account = {
  id: 'acc_1',
  mobile: '9876543210',
  role: 'client',
  name: null,
  email: null,
  language: 'en',
  memberSince: '2026-11-25T08:00:00.000Z',
  notificationSettings: { push: true, email: true, sms: false, marketing: false },
  stats: { expertSessions: 0, orders: 0, goalsCompleted: 0, resourcesDownloaded: 0, communityPosts: 0 },
};

/** A fetch that records each request's path and answers as told (200 `GET me` for a guest by default). */
function fakeFetch(...answers: (number | 'network')[]) {
  const paths: string[] = [];
  const impl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    paths.push(String(input));
    expect(init).toMatchObject({ credentials: 'same-origin' });
    const answer = answers.shift() ?? 200;
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return Response.json(answer === 200 ? { account: null, testMode: true } : { title: 'Unavailable' }, { status: answer });
  }) as typeof fetch;
  return { paths, impl };
}

beforeEach(() => {
  resetAccountForTests();
  resetSessionForTests();
});
afterAll(() => {
  resetAccountForTests();
  resetSessionForTests();
});

describe('ensureSession', () => {
  it('asks GET /api/v1/me once for the page, however many writes wait on it', async () => {
    const api = fakeFetch();
    await Promise.all([ensureSession(api.impl), ensureSession(api.impl)]);
    await ensureSession(api.impl);
    expect(api.paths).toEqual(['/api/v1/me']);
  });

  it('asks again after a failed answer or no answer, and lets the write go ahead meanwhile', async () => {
    const api = fakeFetch(503, 'network');
    await expect(ensureSession(api.impl)).resolves.toBeUndefined();
    await expect(ensureSession(api.impl)).resolves.toBeUndefined();
    await ensureSession(api.impl);
    await ensureSession(api.impl);
    expect(api.paths).toEqual(['/api/v1/me', '/api/v1/me', '/api/v1/me']);
  });

  it('takes an answered GET me or a sign-in as proof, and asks again after leaving the account', async () => {
    const api = fakeFetch();
    setAccountState({ status: 'guest', testMode: true });
    await ensureSession(api.impl);
    expect(api.paths).toEqual([]);

    setAccountState({ status: 'signed-in', account, testMode: true });
    await ensureSession(api.impl);
    expect(api.paths).toEqual([]);

    // Sign-out (or deletion) clears the cookie: the next write needs a guest session first.
    setAccountState({ status: 'guest', testMode: true });
    await ensureSession(api.impl);
    expect(api.paths).toEqual(['/api/v1/me']);
  });
});
