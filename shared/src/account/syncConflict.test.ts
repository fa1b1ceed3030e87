/**
 * Two devices signed in at once: this one (the module under test) and another, whose writes reach
 * the fake account between this device's requests. A write on a stale copy is refused (409); this
 * device merges the account's copy into its own and writes again, so neither device's items are lost.
 */
import { waitFor } from '@testing-library/react';
import { actionItemsStore, notificationSettingsStore, savedExpertsStore } from '@nyaya/shared/stores';
import { ownActionItems, putActionItem } from '@nyaya/shared/rules/life';
import { fakeServer } from '../testing/fakeStateServer';
import { startSync, stopSync } from './sync';

const at = '2026-11-24T10:00:00.000Z';
const item = { title: 'Pay rent', category: 'Finance', priority: 'High', dueDate: '2026-12-01', description: '', completed: false } as const;
/** An entry as the store persists it: stamped with when it last changed. */
const stored = (entry: object) => ({ ...entry, v: 2, updatedAt: at });
/** A push waits for its debounce and a retry: on a loaded CI machine that can pass waitFor's 1 s default. */
const SLOW_MACHINE = { timeout: 5000 };
const titles = (value: unknown) => ownActionItems(value as ReturnType<typeof actionItemsStore.get>).map((entry) => entry.title);

afterEach(() => {
  stopSync();
  localStorage.clear();
});

describe('two devices signed in at once', () => {
  it('keeps the action item each device added: the stale write is merged and written again', async () => {
    const server = fakeServer({ 'life:action-items': { value: { 'own-1': item }, updatedAt: at } });
    await startSync({ fetchImpl: server.fetchImpl });
    // The other device adds an item; this one, not reloaded, adds its own.
    server.write('life:action-items', { 'own-1': item, 'own-laptop': { ...item, title: 'From the laptop' } });
    actionItemsStore.set((entries) => putActionItem(entries, 'own-phone', { ...item, title: 'From the phone' }));
    await waitFor(() => expect(server.entries['life:action-items']!.revision).toBe(3), SLOW_MACHINE);
    expect(server.answers).toEqual([409, 200]);
    expect(titles(server.entries['life:action-items']!.value)).toEqual(['From the laptop', 'From the phone', 'Pay rent']);
    expect(titles(actionItemsStore.get())).toEqual(['From the laptop', 'From the phone', 'Pay rent']);
    expect(localStorage.getItem('nyaya:sync:v1:pending')).toBeNull();
  });

  it('keeps the expert each device saved, and a delete on the other device stays deleted', async () => {
    const server = fakeServer({
      'experts:saved': { value: ['adv.-priya-sharma'], updatedAt: at },
      'life:action-items': { value: { 'own-1': stored(item), 'own-2': stored({ ...item, title: 'Old' }) }, updatedAt: at },
    });
    await startSync({ fetchImpl: server.fetchImpl });
    server.write('experts:saved', ['adv.-priya-sharma', 'ca-rohan-gupta']);
    savedExpertsStore.set((saved) => [...saved, 'adv.-meera-iyer']);
    await waitFor(() => expect(server.entries['experts:saved']!.revision).toBe(3), SLOW_MACHINE);
    expect(savedExpertsStore.get()).toEqual(['adv.-priya-sharma', 'adv.-meera-iyer', 'ca-rohan-gupta']);
    expect(server.entries['experts:saved']!.value).toEqual(['adv.-priya-sharma', 'adv.-meera-iyer', 'ca-rohan-gupta']);

    // Deleted on the other device; this one, stale, adds an item: the delete is not undone.
    const now = new Date().toISOString();
    server.write('life:action-items', { 'own-1': stored(item), 'own-2': { deleted: true, deletedAt: now, v: 2, updatedAt: now } });
    actionItemsStore.set((entries) => putActionItem(entries, 'own-3', { ...item, title: 'New' }));
    await waitFor(() => expect(server.entries['life:action-items']!.revision).toBe(3), SLOW_MACHINE);
    expect(titles(server.entries['life:action-items']!.value)).toEqual(['New', 'Pay rent']);
    expect(titles(actionItemsStore.get())).toEqual(['New', 'Pay rent']);
  });

  it('does not undo a setting the other device changed that this one did not touch', async () => {
    const server = fakeServer({ 'info:notification-settings': { value: { sms: true, push: true }, updatedAt: at } });
    await startSync({ fetchImpl: server.fetchImpl });
    server.write('info:notification-settings', { sms: false, push: true });
    notificationSettingsStore.set((settings) => ({ ...settings, push: false }));
    await waitFor(() => expect(server.entries['info:notification-settings']!.revision).toBe(3), SLOW_MACHINE);
    expect(server.entries['info:notification-settings']!.value).toEqual({ sms: false, push: false });
    expect(notificationSettingsStore.get()).toEqual({ sms: false, push: false });
  });

  it('gives up after a few refusals in a row and keeps the change pending for the next pull', async () => {
    const server = fakeServer({ 'experts:saved': { value: [], updatedAt: at } });
    await startSync({ fetchImpl: server.fetchImpl });
    // The other device writes before every one of this device's tries.
    const busy = vi.fn(async (path: string, init?: RequestInit) => {
      if (init?.method === 'PUT') server.write('experts:saved', ['ca-rohan-gupta', `other-${server.answers.length}`]);
      const { fetchImpl } = server; // Called as a plain function, as the browser's fetch must be.
      return fetchImpl(path, init);
    }) as unknown as typeof fetch;
    stopSync();
    await startSync({ fetchImpl: busy });
    savedExpertsStore.set((saved) => [...saved, 'adv.-meera-iyer']);
    // Merging the fourth refusal's copy (`other-3`) is the last thing the push does before it gives
    // up, in the same run: once it shows, a fifth try would already have been answered.
    await waitFor(() => expect(savedExpertsStore.get()).toContain('other-3'), { timeout: 3000 });
    expect(server.answers).toEqual([409, 409, 409, 409]);
    expect(localStorage.getItem('nyaya:sync:v1:pending')).toContain('experts:saved');
    expect(savedExpertsStore.get()).toContain('adv.-meera-iyer');
  });

  it('keeps the change pending, untouched, when a 409 does not bring the account’s copy', async () => {
    const server = fakeServer({ 'life:action-items': { value: { 'own-1': stored(item) }, updatedAt: at } });
    await startSync({ fetchImpl: server.fetchImpl });
    stopSync();
    const proxy = vi.fn(async (path: string, init?: RequestInit) => {
      if (init?.method === 'PUT') return new Response('<html>Conflict</html>', { status: 409 });
      const { fetchImpl } = server;
      return fetchImpl(path, init);
    }) as unknown as typeof fetch;
    await startSync({ fetchImpl: proxy });
    actionItemsStore.set((entries) => putActionItem(entries, 'own-2', { ...item, title: 'Mine' }));
    await waitFor(() => expect(proxy).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(titles(actionItemsStore.get())).toEqual(['Mine', 'Pay rent']);
    expect(localStorage.getItem('nyaya:sync:v1:pending')).toContain('life:action-items');
  });

  it('catches up when the page is seen again, without a reload', async () => {
    const server = fakeServer({ 'experts:saved': { value: ['adv.-priya-sharma'], updatedAt: at } });
    await startSync({ fetchImpl: server.fetchImpl });
    server.write('experts:saved', ['adv.-priya-sharma', 'ca-rohan-gupta']);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(savedExpertsStore.get()).toEqual(['adv.-priya-sharma', 'ca-rohan-gupta']));
    // The next change is made on the copy just read: no refusal.
    savedExpertsStore.set((saved) => saved.filter((slug) => slug !== 'adv.-priya-sharma'));
    await waitFor(() => expect(server.entries['experts:saved']!.value).toEqual(['ca-rohan-gupta']));
    expect(server.answers).toEqual([200]);
    Reflect.deleteProperty(document, 'visibilityState');
  });
});
