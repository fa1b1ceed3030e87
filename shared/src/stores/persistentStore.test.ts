import { createPersistentStore } from './persistentStore';
import { isStringArray } from './validators';

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
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const store = createPersistentStore('ids', ['d'], isStringArray);
    expect(store.get()).toEqual(['d']);
    expect(() => store.set(['kept'])).not.toThrow();
    expect(store.get()).toEqual(['kept']);
    expect(() => store.reset()).not.toThrow();
    getItem.mockRestore();
    setItem.mockRestore();
  });
});
