import { actionItemsFor } from '../data/life';
import { applyCompletionOverrides, setCompletion } from '../rules/life';
import { actionItemCompletionStore } from './life';

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
