import { toastQueue } from '../ui/toast';
import { favouriteProvidersStore, INTAKE_DRAFT_LIMITS, intakeDraftsStore } from './marketplace';
import { BACKUP_PREFIX, DAY_MS, saveFailures } from './persistentStore';
import { installFakeStorage } from './testing/fakeStorage';

const KEY = 'nyaya:v1:marketplace:intake-drafts';
const stored = () => JSON.parse(localStorage.getItem(KEY)!) as Record<string, Record<string, unknown>>;
const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString();

describe('marketplace stores', () => {
  beforeEach(() => {
    favouriteProvidersStore.reset();
    intakeDraftsStore.reset();
  });
  afterEach(() => {
    vi.useRealTimers();
    intakeDraftsStore.reset();
  });

  it('keeps favourites as a list of ids', () => {
    favouriteProvidersStore.set(['p1']);
    expect(JSON.parse(localStorage.getItem('nyaya:v1:marketplace:favourites')!)).toEqual(['p1']);
  });

  it('ignores drafts of the wrong shape, and reads each draft on its own', () => {
    localStorage.setItem(KEY, JSON.stringify({ 'a/b': { landlordName: 5 } }));
    expect(intakeDraftsStore.get()).toEqual({});
    // Each service's form has its own fields: a draft of another form's fields is kept, not dropped.
    localStorage.setItem(KEY, JSON.stringify({ 'a/b': { landlordName: 'Asha' }, 'affidavit/c': { deponentName: 'Kiran' } }));
    expect(intakeDraftsStore.get()).toEqual({ 'a/b': { landlordName: 'Asha' }, 'affidavit/c': { deponentName: 'Kiran' } });
    localStorage.setItem(KEY, JSON.stringify({ 'a/b': { landlordName: 'Asha' } }));
    expect(intakeDraftsStore.get()).toEqual({ 'a/b': { landlordName: 'Asha' } });
  });

  it('keeps every other draft when one has a field this version does not know (issue 17)', () => {
    const newer = { landlordName: 'Ramesh', $v: '2', $updatedAt: at(1), witnesses: [{ name: 'Uma' }] };
    localStorage.setItem(KEY, JSON.stringify({ 'rental-agreement/legaldocs-pro': newer, 'affidavit/notary-express': { deponentName: 'Kiran' } }));
    // The draft it understands is used; the other is not, and is not dropped either.
    expect(intakeDraftsStore.get()).toEqual({ 'affidavit/notary-express': { deponentName: 'Kiran' } });
    // The next keystroke, in the draft it understands, keeps the other as it was.
    intakeDraftsStore.set((previous) => ({ ...previous, 'affidavit/notary-express': { ...previous['affidavit/notary-express'], relationName: 'Suresh' } }));
    expect(stored()['rental-agreement/legaldocs-pro']).toEqual(newer);
    expect(stored()['affidavit/notary-express']).toMatchObject({ deponentName: 'Kiran', relationName: 'Suresh', $v: '2' });
    // So does a keystroke in a new draft.
    intakeDraftsStore.set((previous) => ({ ...previous, 'will/x': { testatorName: 'Gopal' } }));
    expect(stored()['rental-agreement/legaldocs-pro']).toEqual(newer);
    expect(Object.keys(intakeDraftsStore.get())).toEqual(['affidavit/notary-express', 'will/x']);
  });

  it('keeps a draft of a newer version, or one that is not a record, as it is', () => {
    const future = { landlordName: 'Ramesh', $v: '3', $updatedAt: at(1) };
    localStorage.setItem(KEY, JSON.stringify({ 'a/b': future, 'c/d': 'text', 'e/f': { tenantName: 'Anita' } }));
    expect(intakeDraftsStore.get()).toEqual({ 'e/f': { tenantName: 'Anita' } });
    intakeDraftsStore.set((previous) => ({ ...previous, 'e/f': { tenantName: 'Anita Rao' } }));
    expect(stored()).toMatchObject({ 'a/b': future, 'c/d': 'text', 'e/f': { tenantName: 'Anita Rao' } });
  });

  it('backs up a draft it does not understand before the user types over it', () => {
    const future = { landlordName: 'Ramesh', $v: '3' };
    localStorage.setItem(KEY, JSON.stringify({ 'a/b': future }));
    intakeDraftsStore.set((previous) => ({ ...previous, 'a/b': { landlordName: 'R' } }));
    expect(stored()['a/b']).toMatchObject({ landlordName: 'R' });
    expect(JSON.parse(localStorage.getItem(`${BACKUP_PREFIX}marketplace:intake-drafts`)!).map((backup: { raw: string }) => JSON.parse(backup.raw))).toEqual([
      { 'a/b': future },
    ]);
  });

  it('migrates a version-1 draft (no version, no time) to version 2 as changed now', () => {
    localStorage.setItem(KEY, JSON.stringify({ 'a/b': { tenantName: 'Anita' } }));
    intakeDraftsStore.set((previous) => ({ ...previous }));
    const draft = stored()['a/b']!;
    expect(draft).toEqual({ tenantName: 'Anita', $v: '2', $updatedAt: expect.any(String) });
    expect(Math.abs(Date.parse(draft.$updatedAt as string) - Date.now())).toBeLessThan(5000);
    // The version and time never reach the form.
    expect(intakeDraftsStore.get()).toEqual({ 'a/b': { tenantName: 'Anita' } });
  });

  it('does not crash on corrupt JSON, and backs it up before the next write', () => {
    localStorage.setItem(KEY, '{"a/b": {"tenantName": "Ani');
    expect(intakeDraftsStore.get()).toEqual({});
    intakeDraftsStore.set({ 'c/d': { tenantName: 'New' } });
    expect(JSON.parse(localStorage.getItem(`${BACKUP_PREFIX}marketplace:intake-drafts`)!)[0].raw).toBe('{"a/b": {"tenantName": "Ani');
  });

  it('removes bidirectional controls and zero-width characters from drafts', () => {
    intakeDraftsStore.set({ 'a/b': { tenantName: 'Anita\u202e Rao\u200b' } });
    expect(intakeDraftsStore.get()).toEqual({ 'a/b': { tenantName: 'Anita Rao' } });
    localStorage.setItem(KEY, JSON.stringify({ 'a/b': { tenantName: '\u2066Anita\u2069' } }));
    expect(intakeDraftsStore.get()).toEqual({ 'a/b': { tenantName: 'Anita' } });
  });

  it('prunes drafts unchanged for 30 days', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ 'old/x': { tenantName: 'Old', $v: '2', $updatedAt: at(31) }, 'new/x': { tenantName: 'New', $v: '2', $updatedAt: at(29) } }),
    );
    expect(intakeDraftsStore.get()).toEqual({ 'new/x': { tenantName: 'New' } });
    intakeDraftsStore.set((previous) => ({ ...previous }));
    expect(Object.keys(stored())).toEqual(['new/x']);
  });

  it('keeps at most 50 drafts, the oldest pruned first', () => {
    const drafts = Object.fromEntries(
      Array.from({ length: 55 }, (_, index) => [
        `s/${index}`,
        { tenantName: `T${index}`, $v: '2', $updatedAt: at(10 + (index % 5) / 10 + (55 - index) / 100) },
      ]),
    );
    localStorage.setItem(KEY, JSON.stringify(drafts));
    intakeDraftsStore.set((previous) => ({ ...previous, 'new/x': { tenantName: 'Typing' } }));
    const kept = Object.keys(stored());
    expect(kept).toHaveLength(INTAKE_DRAFT_LIMITS.maxEntries);
    expect(kept).toContain('new/x');
    const age = (key: string) => Date.parse(drafts[key]!.$updatedAt);
    const dropped = Object.keys(drafts).filter((key) => !kept.includes(key));
    expect(dropped).toHaveLength(6);
    expect(Math.max(...dropped.map(age))).toBeLessThanOrEqual(Math.min(...kept.filter((key) => key !== 'new/x').map(age)));
  });

  it('keeps the drafts within 200,000 characters', () => {
    const drafts = Object.fromEntries(
      Array.from({ length: 40 }, (_, index) => [`s/${index}`, { statement: 'x'.repeat(2000), question: 'y'.repeat(2000), details: 'z'.repeat(2000) }]),
    );
    localStorage.setItem(KEY, JSON.stringify(drafts));
    intakeDraftsStore.set((previous) => ({ ...previous, 'new/x': { tenantName: 'Typing' } }));
    expect(localStorage.getItem(KEY)!.length).toBeLessThanOrEqual(INTAKE_DRAFT_LIMITS.maxChars + 2);
    expect(intakeDraftsStore.get()['new/x']).toEqual({ tenantName: 'Typing' });
  });

  it('says the draft was not saved when storage is full, and keeps it for the page', async () => {
    localStorage.setItem(KEY, JSON.stringify({ 'a/b': { tenantName: 'Anita' } }));
    const fake = installFakeStorage('full');
    intakeDraftsStore.set((previous) => ({ ...previous, 'a/b': { tenantName: 'Anita Rao' } }));
    expect(intakeDraftsStore.get()).toEqual({ 'a/b': { tenantName: 'Anita Rao' } });
    expect(JSON.parse(fake.getItem(KEY)!)).toEqual({ 'a/b': { tenantName: 'Anita' } });
    expect(saveFailures.get().map((failure) => failure.message)).toEqual(['Your draft could not be saved on this device: storage is full.']);
    await vi.waitFor(() => expect(toastQueue.get().map((toast) => toast.title)).toContain('Your draft could not be saved on this device'));
  });
});
