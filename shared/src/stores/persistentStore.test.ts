import { changeLocale } from '@nyaya/shared/i18n';
import { tCommon } from '@nyaya/shared/i18n/common';
import { toastQueue } from '../ui/toast';
import {
  BACKUP_PREFIX,
  createListStore,
  createPersistentStore,
  createRecordStore,
  DAY_MS,
  plainSchema,
  saveFailures,
  type EntrySchema,
} from './persistentStore';
import { installFakeStorage } from './testing/fakeStorage';
import { isId, isStringArray } from './validators';

const backups = (name: string) => JSON.parse(localStorage.getItem(BACKUP_PREFIX + name) ?? '[]') as { at: string; raw: string }[];

/** Notes as a test schema with versions: v1 was a bare string, v2 is `{ v: 2, text, updatedAt }`. */
interface Note {
  text: string;
}
const noteSchema: EntrySchema<Note> = {
  version: 2,
  read(stored) {
    if (typeof stored === 'string') return { entry: { text: stored } };
    if (typeof stored !== 'object' || stored === null) return undefined;
    const { v, text, updatedAt, ...rest } = stored as Record<string, unknown>;
    if (v !== 2 || typeof text !== 'string' || typeof updatedAt !== 'number' || Object.keys(rest).length > 0) return undefined;
    return { entry: { text }, updatedAt };
  },
  write: (note, updatedAt) => ({ v: 2, text: note.text, updatedAt }),
  normalize: (note) => (note.text.includes('\u202e') ? { text: note.text.replaceAll('\u202e', '') } : note),
};

describe('createPersistentStore', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips a value under a versioned key', () => {
    const store = createPersistentStore('favourites', [] as string[], isStringArray);
    store.set(['p1']);
    expect(localStorage.getItem('nyaya:v1:favourites')).toBe('["p1"]');
    const again = createPersistentStore('favourites', [] as string[], isStringArray);
    expect(again.get()).toEqual(['p1']);
  });

  it('gives the default for missing, corrupt or wrongly shaped data', () => {
    const store = createPersistentStore('favourites', ['default'], isStringArray);
    expect(store.get()).toEqual(['default']);
    localStorage.setItem('nyaya:v1:favourites', '{not json');
    expect(store.get()).toEqual(['default']);
    localStorage.setItem('nyaya:v1:favourites', '{"a":1}');
    expect(store.get()).toEqual(['default']);
    localStorage.setItem('nyaya:v1:favourites', '[1,2]');
    expect(store.get()).toEqual(['default']);
  });

  it('returns the same snapshot until the stored value changes', () => {
    const store = createPersistentStore('ids', [] as string[], isStringArray);
    store.set(['a']);
    expect(store.get()).toBe(store.get());
  });

  it('supports updater functions and notifies subscribers', () => {
    const store = createPersistentStore('ids', [] as string[], isStringArray);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set((previous) => [...previous, 'x']);
    store.set((previous) => [...previous, 'y']);
    expect(store.get()).toEqual(['x', 'y']);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('never throws when localStorage itself throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const store = createPersistentStore('ids', ['d'], isStringArray);
    expect(store.get()).toEqual(['d']);
    expect(() => store.set(['kept'])).not.toThrow();
    expect(store.get()).toEqual(['kept']);
    expect(() => store.reset()).not.toThrow();
    expect(store.get()).toEqual(['d']);
  });

  it('never silently overwrites corrupt JSON: it is backed up before the first write replaces it', () => {
    localStorage.setItem('nyaya:v1:corrupt', '{"half": tru');
    const store = createPersistentStore('corrupt', [] as string[], isStringArray);
    expect(store.get()).toEqual([]);
    // Reading alone changes nothing.
    expect(localStorage.getItem('nyaya:v1:corrupt')).toBe('{"half": tru');
    store.set(['a']);
    expect(localStorage.getItem('nyaya:v1:corrupt')).toBe('["a"]');
    expect(backups('corrupt')).toEqual([{ at: expect.any(String), raw: '{"half": tru' }]);
    store.set(['a', 'b']);
    expect(backups('corrupt')).toHaveLength(1);
  });

  it('keeps the last three backups', () => {
    const store = createPersistentStore('corrupt', [] as string[], isStringArray);
    for (const raw of ['{1', '{2', '{3', '{4']) {
      localStorage.setItem('nyaya:v1:corrupt', raw);
      store.set(['x']);
    }
    expect(backups('corrupt').map((backup) => backup.raw)).toEqual(['{2', '{3', '{4']);
  });

  it('leaves what it cannot read in place when even the backup cannot be written', () => {
    localStorage.setItem('nyaya:v1:corrupt', '{oops');
    const fake = installFakeStorage('full');
    const store = createPersistentStore('corrupt', [] as string[], isStringArray, { label: 'Your list' });
    store.set(['typed']);
    expect(fake.getItem('nyaya:v1:corrupt')).toBe('{oops');
    expect(store.get()).toEqual(['typed']);
    store.reset();
  });

  it('reads an older version and migrates it on the next write; a newer one is backed up, not read', () => {
    localStorage.setItem('nyaya:v1:note', '"typed by v1"');
    const store = createPersistentStore<Note>('note', { text: '' }, noteSchema);
    expect(store.get()).toEqual({ text: 'typed by v1' });
    store.set({ text: 'now v2' });
    expect(JSON.parse(localStorage.getItem('nyaya:v1:note')!)).toEqual({ v: 2, text: 'now v2', updatedAt: expect.any(Number) });
    localStorage.setItem('nyaya:v1:note', '{"v":3,"text":"from a newer tab","mood":"happy"}');
    expect(store.get()).toEqual({ text: '' });
    store.set({ text: 'mine' });
    expect(backups('note').map((backup) => backup.raw)).toEqual(['{"v":3,"text":"from a newer tab","mood":"happy"}']);
  });

  it('normalizes what it writes, and hands back the normalized value', () => {
    const store = createPersistentStore<Note>('note', { text: '' }, noteSchema);
    store.set({ text: 'A\u202esha' });
    expect(store.get()).toEqual({ text: 'Asha' });
    expect(JSON.parse(localStorage.getItem('nyaya:v1:note')!).text).toBe('Asha');
  });
});

describe('createListStore', () => {
  beforeEach(() => localStorage.clear());

  it('uses the items it understands and keeps the others, written back after them', () => {
    localStorage.setItem('nyaya:v1:ids', JSON.stringify(['a', 5, { id: 'b', from: 'v9' }, 'c', '']));
    const store = createListStore('ids', plainSchema(isId));
    expect(store.get()).toEqual(['a', 'c']);
    store.set((previous) => [...previous, 'd']);
    expect(store.get()).toEqual(['a', 'c', 'd']);
    expect(JSON.parse(localStorage.getItem('nyaya:v1:ids')!)).toEqual(['a', 'c', 'd', 5, { id: 'b', from: 'v9' }, '']);
    // Kept on every later write too.
    store.set([]);
    expect(JSON.parse(localStorage.getItem('nyaya:v1:ids')!)).toEqual([5, { id: 'b', from: 'v9' }, '']);
  });

  it('treats a value that is not a list as unreadable: the default, then backed up', () => {
    localStorage.setItem('nyaya:v1:ids', '{"a":1}');
    const store = createListStore('ids', plainSchema(isId));
    expect(store.get()).toEqual([]);
    store.set(['x']);
    expect(backups('ids').map((backup) => backup.raw)).toEqual(['{"a":1}']);
  });

  it('re-reads what another tab wrote, keeping what neither understands', () => {
    const store = createListStore('ids', plainSchema(isId));
    store.set(['a']);
    localStorage.setItem('nyaya:v1:ids', JSON.stringify(['a', 'b', { newer: true }]));
    expect(store.get()).toEqual(['a', 'b']);
    store.set((previous) => previous.filter((id) => id !== 'a'));
    expect(JSON.parse(localStorage.getItem('nyaya:v1:ids')!)).toEqual(['b', { newer: true }]);
  });
});

describe('createRecordStore', () => {
  beforeEach(() => localStorage.clear());

  it('uses the entries it understands and keeps the others under their keys', () => {
    localStorage.setItem('nyaya:v1:notes', JSON.stringify({ a: 'old note', b: { v: 9, text: 'future' }, c: 42 }));
    const store = createRecordStore('notes', noteSchema);
    expect(store.get()).toEqual({ a: { text: 'old note' } });
    store.set((previous) => ({ ...previous, d: { text: 'new' } }));
    const stored = JSON.parse(localStorage.getItem('nyaya:v1:notes')!);
    expect(stored).toEqual({
      a: { v: 2, text: 'old note', updatedAt: expect.any(Number) },
      d: { v: 2, text: 'new', updatedAt: expect.any(Number) },
      b: { v: 9, text: 'future' },
      c: 42,
    });
  });

  it('backs up an entry it does not understand before writing over its key', () => {
    localStorage.setItem('nyaya:v1:notes', JSON.stringify({ a: { v: 9, text: 'future' } }));
    const store = createRecordStore('notes', noteSchema);
    store.set({ a: { text: 'typed now' } });
    expect(JSON.parse(localStorage.getItem('nyaya:v1:notes')!).a.text).toBe('typed now');
    expect(backups('notes').map((backup) => JSON.parse(backup.raw))).toEqual([{ a: { v: 9, text: 'future' } }]);
  });

  it('never lets a "__proto__" key reach the value, and keeps it', () => {
    localStorage.setItem('nyaya:v1:flags', '{"__proto__":true,"a":true}');
    const store = createRecordStore(
      'flags',
      plainSchema((value): value is boolean => typeof value === 'boolean'),
    );
    expect(Object.getPrototypeOf(store.get())).toBe(Object.prototype);
    expect(store.get()).toEqual({ a: true });
    store.set({ a: false });
    expect(localStorage.getItem('nyaya:v1:flags')).toBe('{"a":false,"__proto__":true}');
  });
});

describe('pruning', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.useRealTimers());

  const now = new Date('2026-11-23T12:00:00Z').getTime();
  const stored = (text: string, daysAgo: number) => ({ v: 2, text, updatedAt: now - daysAgo * DAY_MS });

  it('drops entries unchanged for longer than the age limit, keeping what it does not understand', () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    localStorage.setItem('nyaya:v1:notes', JSON.stringify({ fresh: stored('fresh', 29), stale: stored('stale', 31), odd: { v: 9 } }));
    const store = createRecordStore('notes', noteSchema, { prune: { maxAgeMs: 30 * DAY_MS } });
    expect(Object.keys(store.get())).toEqual(['fresh']);
    store.set((previous) => ({ ...previous }));
    expect(Object.keys(JSON.parse(localStorage.getItem('nyaya:v1:notes')!))).toEqual(['fresh', 'odd']);
  });

  it('drops the oldest first beyond the entry and size caps', () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    localStorage.setItem('nyaya:v1:notes', JSON.stringify({ b: stored('b', 2), a: stored('a', 3), c: stored('c', 1) }));
    const byCount = createRecordStore('notes', noteSchema, { prune: { maxEntries: 2 } });
    expect(Object.keys(byCount.get())).toEqual(['b', 'c']);
    // Each entry is 45 characters of JSON with its key: two would be 90.
    const bySize = createRecordStore('notes', noteSchema, { prune: { maxChars: 60 } });
    expect(Object.keys(bySize.get())).toEqual(['c']);
  });

  it('counts an entry from before `updatedAt` as changed now, oldest-looking first on a tie', () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    localStorage.setItem('nyaya:v1:notes', JSON.stringify({ first: 'one', second: 'two', third: 'three', recent: stored('recent', 1) }));
    const store = createRecordStore('notes', noteSchema, { prune: { maxAgeMs: 30 * DAY_MS, maxEntries: 2 } });
    expect(Object.keys(store.get())).toEqual(['second', 'third']);
    store.set((previous) => previous);
    expect(JSON.parse(localStorage.getItem('nyaya:v1:notes')!).third).toEqual({ v: 2, text: 'three', updatedAt: now });
  });

  it('keeps an entry’s time until it changes', () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    const store = createRecordStore('notes', noteSchema, { prune: { maxAgeMs: 30 * DAY_MS } });
    store.set({ a: { text: 'a' }, b: { text: 'b' } });
    vi.setSystemTime(now + 20 * DAY_MS);
    store.set((previous) => ({ ...previous, b: { text: 'b, edited' } }));
    const at = () =>
      Object.fromEntries(
        Object.entries(JSON.parse(localStorage.getItem('nyaya:v1:notes')!)).map(([key, note]) => [key, (note as { updatedAt: number }).updatedAt]),
      );
    expect(at()).toEqual({ a: now, b: now + 20 * DAY_MS });
    vi.setSystemTime(now + 31 * DAY_MS);
    store.set((previous) => ({ ...previous }));
    expect(Object.keys(store.get())).toEqual(['b']);
    expect(Object.keys(at())).toEqual(['b']);
  });

  it('keeps writes fast with a huge old store: the first write prunes it, later ones serialize one entry', () => {
    // About 4 MB of drafts from before pruning existed.
    const huge = Object.fromEntries(Array.from({ length: 2000 }, (_, index) => [`draft-${index}`, 'x'.repeat(2000)]));
    localStorage.setItem('nyaya:v1:notes', JSON.stringify(huge));
    const write = vi.fn(noteSchema.write);
    const store = createRecordStore('notes', { ...noteSchema, write }, { prune: { maxAgeMs: 30 * DAY_MS, maxEntries: 50, maxChars: 200_000 } });
    store.set((previous) => ({ ...previous, typing: { text: 'a' } }));
    expect(localStorage.getItem('nyaya:v1:notes')!.length).toBeLessThanOrEqual(200_000 + 2);
    expect(Object.keys(store.get())).toHaveLength(50);
    expect(Object.keys(store.get())).toContain('typing');
    write.mockClear();
    for (let key = 0; key < 10; key += 1) store.set((previous) => ({ ...previous, typing: { text: `a${'b'.repeat(key)}` } }));
    // One entry serialized per keystroke, not every draft (and never more than 200,000 characters stored).
    expect(write).toHaveBeenCalledTimes(10);
  });
});

describe('when storage refuses a write', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the value for the page, says what was not saved (once), and recovers', async () => {
    const fake = installFakeStorage('full');
    const store = createRecordStore('drafts-test', noteSchema, { label: 'Your draft' });
    const signal = vi.fn();
    const unsubscribe = saveFailures.subscribe(signal);
    store.set({ a: { text: 'typed' } });
    expect(store.get()).toEqual({ a: { text: 'typed' } });
    expect(fake.getItem('nyaya:v1:drafts-test')).toBeNull();
    expect(saveFailures.get()).toEqual([
      { key: 'nyaya:v1:drafts-test', what: 'Your draft', reason: 'full', message: 'Your draft could not be saved on this device: storage is full.' },
    ]);
    await vi.waitFor(() => expect(toastQueue.get().map((toast) => toast.title)).toEqual(['Your draft could not be saved on this device']));
    expect(toastQueue.get()[0]!.description).toMatch(/^Storage is full\./);
    // More keystrokes: still in memory, no second message.
    store.set((previous) => ({ a: { text: `${previous.a!.text} more` } }));
    expect(store.get()).toEqual({ a: { text: 'typed more' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(toastQueue.get()).toHaveLength(1);
    expect(signal).toHaveBeenCalledTimes(1);
    // Room again: the next write saves everything typed, and the failure is over.
    fake.failure = null;
    store.set((previous) => ({ ...previous, b: { text: 'b' } }));
    expect(Object.keys(JSON.parse(fake.getItem('nyaya:v1:drafts-test')!))).toEqual(['a', 'b']);
    expect(saveFailures.get()).toEqual([]);
    unsubscribe();
    store.reset();
  });

  it('says storage is not available when setItem throws anything else', () => {
    installFakeStorage('broken');
    const store = createListStore('ids-test', plainSchema(isId), { label: 'Your favourite providers' });
    store.set(['p1']);
    expect(saveFailures.get().map((failure) => failure.message)).toEqual([
      'Your favourite providers could not be saved on this device: storage is not available in this browser.',
    ]);
    store.reset();
    expect(saveFailures.get()).toEqual([]);
  });

  it('says so when localStorage cannot even be reached', () => {
    const blocked = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const store = createListStore('ids-test', plainSchema(isId), { label: 'Your saved experts' });
    store.set(['e1']);
    expect(store.get()).toEqual(['e1']);
    expect(saveFailures.get()[0]).toMatchObject({ reason: 'unavailable', what: 'Your saved experts' });
    store.reset();
    blocked.mockRestore();
  });
});

describe('a refused write, in Hindi', () => {
  beforeEach(async () => {
    localStorage.clear();
    await changeLocale('hi');
  });
  afterEach(() => changeLocale('en'));

  it('names what was not saved in the page’s language, in the message and the toast', async () => {
    installFakeStorage('full');
    const store = createRecordStore('drafts-test', noteSchema, { label: () => tCommon('store.label.draft') });
    store.set({ a: { text: 'typed' } });
    expect(saveFailures.get()).toEqual([
      { key: 'nyaya:v1:drafts-test', what: 'आपका ड्राफ़्ट', reason: 'full', message: 'इस डिवाइस पर सेव नहीं हो पाया: आपका ड्राफ़्ट। स्टोरेज भर गया है।' },
    ]);
    const title = 'इस डिवाइस पर सेव नहीं हो पाया: आपका ड्राफ़्ट';
    await vi.waitFor(() => expect(toastQueue.get().map((toast) => toast.title)).toContain(title));
    expect(toastQueue.get().find((toast) => toast.title === title)!.description).toBe('स्टोरेज भर गया है। जगह बनने तक यह सिर्फ़ तब तक रहेगा, जब तक यह पेज खुला है।');
    store.reset();
  });

  it('says storage is off, and a store without a label says “your changes”', () => {
    installFakeStorage('broken');
    const store = createListStore('ids-test', plainSchema(isId));
    store.set(['p1']);
    expect(saveFailures.get().map((failure) => failure.message)).toEqual(['इस डिवाइस पर सेव नहीं हो पाया: आपके बदलाव। इस ब्राउज़र में स्टोरेज उपलब्ध नहीं है।']);
    store.reset();
  });
});
