import { actionItemsFor } from '../data/life';
import { applyCompletionOverrides, deleteActionItem, ownActionItems, putActionItem, setCompletion } from '../rules/life';
import { actionItemCompletionStore, actionItemsStore } from './life';

const KEY = 'nyaya:v1:life:action-item-completion';

describe('action-item completion store', () => {
  beforeEach(() => actionItemCompletionStore.reset());

  it('remembers the user’s changes by id', () => {
    actionItemCompletionStore.set((previous) => setCompletion(previous, { id: 'act-1' }, true, false));
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ 'act-1': true });
    const items = applyCompletionOverrides(actionItemsFor('2026-03-31'), actionItemCompletionStore.get());
    expect(items.find((item) => item.id === 'act-1')?.completed).toBe(true);
  });

  it.each([
    ['not JSON', '{oops'],
    ['a list', '["act-1"]'],
    ['wrong value types', '{"act-1":"yes"}'],
    ['null', 'null'],
  ])('falls back to the sample data when storage holds %s', (_name, raw) => {
    localStorage.setItem(KEY, raw);
    expect(actionItemCompletionStore.get()).toEqual({});
    expect(applyCompletionOverrides(actionItemsFor('2026-03-31'), actionItemCompletionStore.get())).toEqual(actionItemsFor('2026-03-31'));
  });

  it('keeps an entry it does not understand, and uses the others', () => {
    localStorage.setItem(KEY, JSON.stringify({ 'act-1': true, 'act-2': 'done' }));
    expect(actionItemCompletionStore.get()).toEqual({ 'act-1': true });
    actionItemCompletionStore.set((previous) => setCompletion(previous, { id: 'act-3' }, true, false));
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ 'act-1': true, 'act-3': true, 'act-2': 'done' });
  });
});

describe('own action-items store', () => {
  const ITEMS_KEY = 'nyaya:v1:life:action-items';
  const mine = { title: 'Renew passport', category: 'Finance', priority: 'High', dueDate: '2026-12-01', description: '', completed: false } as const;
  beforeEach(() => actionItemsStore.reset());

  it('keeps items and tombstones with their version and time', () => {
    actionItemsStore.set((entries) => putActionItem(entries, 'own-1', { ...mine }));
    actionItemsStore.set((entries) => deleteActionItem(putActionItem(entries, 'own-2', { ...mine }), 'own-1', Date.parse('2026-11-27T09:00:00Z')));
    const stored = JSON.parse(localStorage.getItem(ITEMS_KEY)!) as Record<string, Record<string, unknown>>;
    expect(stored['own-1']).toEqual({ deleted: true, deletedAt: '2026-11-27T09:00:00.000Z', v: 2, updatedAt: expect.any(String) });
    expect(stored['own-2']).toEqual({ ...mine, v: 2, updatedAt: expect.any(String) });
    expect(ownActionItems(actionItemsStore.get()).map((item) => item.id)).toEqual(['own-2']);
  });

  it('keeps a forged entry as it is without showing it, and cleans invisible characters from text', () => {
    localStorage.setItem(
      ITEMS_KEY,
      JSON.stringify({
        forged: { ...mine, title: '<script>alert(1)</script>', admin: true },
        huge: { ...mine, title: 'x'.repeat(5000) },
        bidi: { ...mine, title: 'Pay\u202E rent' },
      }),
    );
    expect(ownActionItems(actionItemsStore.get())).toEqual([{ id: 'bidi', ...mine, title: 'Pay rent' }]);
    actionItemsStore.set((entries) => putActionItem(entries, 'own-3', { ...mine }));
    const stored = JSON.parse(localStorage.getItem(ITEMS_KEY)!) as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual(['bidi', 'forged', 'huge', 'own-3']);
  });

  it('reads junk as no items', () => {
    localStorage.setItem(ITEMS_KEY, '["not", "a", "record"]');
    expect(actionItemsStore.get()).toEqual({});
  });
});
