/**
 * A Storage for tests that can be made to refuse writes as a full or disabled browser does, put in
 * place of `window.localStorage` with `installFakeStorage()` (a spy: `restoreMocks` removes it
 * after the test). It starts with what localStorage holds.
 */
export class FakeStorage implements Storage {
  readonly items = new Map<string, string>();
  /** 'full': setItem throws a DOMException named QuotaExceededError; 'broken': any other error. */
  failure: 'full' | 'broken' | null = null;
  /** Keys written, in order (backups included). */
  readonly writes: string[] = [];

  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.failure === 'full') throw new DOMException(`Setting the value of '${key}' exceeded the quota.`, 'QuotaExceededError');
    if (this.failure === 'broken') throw new Error('The operation is insecure.');
    this.writes.push(key);
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

export function installFakeStorage(failure: FakeStorage['failure'] = null): FakeStorage {
  const fake = new FakeStorage();
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index)!;
    fake.items.set(key, localStorage.getItem(key)!);
  }
  fake.failure = failure;
  vi.spyOn(window, 'localStorage', 'get').mockReturnValue(fake);
  return fake;
}
