import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountDisplayName, accountState, ensureAccount, maskMobile, readMe, refreshAccount, resetAccountForTests } from './index';

const account = {
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

afterEach(() => resetAccountForTests());

describe('account state', () => {
  it('reads a guest and a signed-in account, and refuses other shapes', () => {
    expect(readMe({ account: null, testMode: true })).toEqual({ status: 'guest', testMode: true });
    expect(readMe({ account, testMode: false })).toEqual({ status: 'signed-in', account, testMode: false });
    expect(readMe({ account: { id: 1 }, testMode: false })).toBeNull();
    expect(readMe('<html>')).toBeNull();
    expect(readMe(null)).toBeNull();
  });

  it('keeps a signed-in user signed in when the API cannot be reached', async () => {
    resetAccountForTests({ status: 'signed-in', account: account as never, testMode: true });
    await refreshAccount(vi.fn().mockRejectedValue(new TypeError('offline')));
    expect(accountState().status).toBe('signed-in');
    await refreshAccount(vi.fn().mockResolvedValue(new Response('busy', { status: 503 })));
    expect(accountState().status).toBe('signed-in');
    await refreshAccount(vi.fn().mockResolvedValue(Response.json({ account: null, testMode: true })));
    expect(accountState()).toEqual({ status: 'guest', testMode: true });
  });

  it('asks again at the next screen when the answer was lost, and only once it was', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('offline'));
    ensureAccount();
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    // The lost answer is forgotten once it has failed, not while it is on its way.
    await Promise.resolve();
    fetchSpy.mockResolvedValueOnce(new Response('busy', { status: 503 }));
    await vi.waitFor(() => {
      ensureAccount();
      expect(fetchSpy).toHaveBeenCalledTimes(2);
    });
    fetchSpy.mockResolvedValue(Response.json({ account: null, testMode: true }));
    await vi.waitFor(() => {
      ensureAccount();
      expect(accountState()).toEqual({ status: 'guest', testMode: true });
    });
    const asked = fetchSpy.mock.calls.length;
    ensureAccount();
    ensureAccount();
    expect(fetchSpy).toHaveBeenCalledTimes(asked);
  });

  it('calls the user by name, else by a masked number', () => {
    expect(maskMobile('9876543210')).toBe('+91 98••••3210');
    expect(maskMobile('12345')).toBe('12345');
    expect(accountDisplayName({ name: '  Asha  ', mobile: '9876543210' })).toBe('Asha');
    expect(accountDisplayName({ name: ' ', mobile: '9876543210' })).toBe('+91 98••••3210');
    expect(accountDisplayName({ name: null, mobile: '9876543210' })).toBe('+91 98••••3210');
  });
});
