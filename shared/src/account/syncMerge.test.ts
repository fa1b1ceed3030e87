import { SYNCED_STORE_KEYS } from '../api/account';
import { entryTime, mergeLists, mergeRecords, mergeValues, rebase, SYNCED_SHAPES } from './syncMerge';

describe('merging a device’s stores with the account’s', () => {
  it('knows the shape of exactly the keys the API syncs', () => {
    expect(Object.keys(SYNCED_SHAPES).sort()).toEqual([...SYNCED_STORE_KEYS].sort());
  });

  it('unites lists: this device’s items first, the account’s after, none twice', () => {
    expect(mergeLists(['a', 'b'], ['b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(mergeLists([], ['x'])).toEqual(['x']);
    expect(mergeLists([{ id: 1 }], [{ id: 1 }, { id: 2 }])).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('keeps the newer of two drafts by their own times, and every key of both', () => {
    const older = { landlordName: 'A', $v: '2', $updatedAt: '2026-11-20T10:00:00.000Z' };
    const newer = { landlordName: 'B', $v: '2', $updatedAt: '2026-11-24T10:00:00.000Z' };
    expect(mergeRecords({ x: newer, y: older }, { x: older, z: newer }, null, Date.parse('2026-11-25T00:00:00Z'))).toEqual({ x: newer, y: older, z: newer });
    expect(mergeRecords({ x: older }, { x: newer }, null, 0)).toEqual({ x: newer });
  });

  it('decides plain entries by when each copy last changed; an unknown local time is now', () => {
    const accountTime = Date.parse('2026-11-24T00:00:00Z');
    expect(mergeRecords({ push: false }, { push: true, sms: true }, null, accountTime)).toEqual({ push: false, sms: true });
    expect(mergeRecords({ push: false }, { push: true }, accountTime - 1000, accountTime)).toEqual({ push: true });
    expect(mergeRecords({ push: false }, { push: true }, accountTime + 1000, accountTime)).toEqual({ push: false });
  });

  it('reads entry times from `updatedAt` or `$updatedAt`, and nothing else', () => {
    expect(entryTime({ updatedAt: '2026-11-24T00:00:00.000Z' })).toBe(Date.parse('2026-11-24T00:00:00.000Z'));
    expect(entryTime({ $updatedAt: 'junk' })).toBeNull();
    expect(entryTime(true)).toBeNull();
  });

  it('treats junk on either side as empty, and never sets a prototype', () => {
    expect(mergeValues('list', 'junk', ['a'], null, 0)).toEqual(['a']);
    expect(mergeValues('record', null, { a: true }, null, 0)).toEqual({ a: true });
    const merged = mergeValues('record', JSON.parse('{"__proto__": {"polluted": true}, "a": true}'), {}, null, 0) as Record<string, unknown>;
    expect(merged).toEqual({ a: true });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('rebases a stale record on the account’s copy: only what this device changed since is its own', () => {
    const base = { sms: true, push: true, email: true };
    // The other device turned SMS off and removed email; this one turned push off.
    expect(rebase('record', { sms: true, push: false, email: true }, base, { sms: false, push: true }, 0)).toEqual({ sms: false, push: false });
    // Removed here, untouched there: stays removed; changed there: the change is kept.
    expect(rebase('record', { push: true }, base, { sms: true, push: true, email: false }, 0)).toEqual({ push: true, email: false });
    // Without a known base (a reload in between): both copies, as at sign-in.
    expect(rebase('record', { push: false }, undefined, { sms: false }, 0)).toEqual({ sms: false, push: false });
    expect(rebase('list', ['a', 'c'], ['a'], ['a', 'b'], 0)).toEqual(['a', 'c', 'b']);
    // Key order does not make an entry look changed (the database reorders a copy's keys).
    expect(rebase('record', { x: { b: 1, a: 2 } }, { x: { a: 2, b: 1 } }, { x: { a: 3, b: 1 } }, 0)).toEqual({ x: { a: 3, b: 1 } });
  });
});
