import { waitFor } from '@testing-library/react';
import { actionItemsStore, checkoutDraftsStore, favouriteProvidersStore, notificationSettingsStore, savedExpertsStore } from '@nyaya/shared/stores';
import { deleteActionItem, ownActionItems, putActionItem } from '@nyaya/shared/rules/life';
import { fakeServer } from '../testing/fakeStateServer';
import { clearAccountData, startSync, stopSync } from './sync';

const at = '2026-11-24T10:00:00.000Z';

afterEach(() => {
  stopSync();
  localStorage.clear();
});

describe('keeping the stores on the account', () => {
  it('at sign-in, merges the guest’s saved items into the account’s and pushes the union', async () => {
    savedExpertsStore.set(['adv.-priya-sharma']);
    notificationSettingsStore.set({ sms: true });
    const server = fakeServer({
      'experts:saved': { value: ['ca-rohan-gupta'], updatedAt: at },
      'info:notification-settings': { value: { push: false, sms: false }, updatedAt: at },
    });
    await startSync({ mergeGuestData: true, fetchImpl: server.fetchImpl });
    expect(savedExpertsStore.get()).toEqual(['adv.-priya-sharma', 'ca-rohan-gupta']);
    // The guest's own choice (made on this device, just now) wins over the account's older one.
    expect(notificationSettingsStore.get()).toEqual({ push: false, sms: true });
    expect(server.entries['experts:saved']!.value).toEqual(['adv.-priya-sharma', 'ca-rohan-gupta']);
    expect(server.entries['info:notification-settings']!.value).toEqual({ push: false, sms: true });
  });

  it('on a device already signed in, takes the account’s copy (a removal elsewhere stays removed)', async () => {
    savedExpertsStore.set(['adv.-priya-sharma', 'ca-rohan-gupta']);
    const server = fakeServer({ 'experts:saved': { value: ['ca-rohan-gupta'], updatedAt: at } });
    await startSync({ fetchImpl: server.fetchImpl });
    expect(savedExpertsStore.get()).toEqual(['ca-rohan-gupta']);
    expect(server.puts).toEqual([]);
  });

  it('pushes a change made while signed in, once per burst', async () => {
    const server = fakeServer({ 'marketplace:favourites': { value: [], updatedAt: at } });
    await startSync({ fetchImpl: server.fetchImpl });
    favouriteProvidersStore.set(['legaldocs-pro']);
    favouriteProvidersStore.set(['legaldocs-pro', 'quickdocs']);
    await waitFor(() => expect(server.puts).toEqual([{ key: 'marketplace:favourites', value: ['legaldocs-pro', 'quickdocs'] }]));
  });

  it('keeps an offline change and merges it at the next pull instead of losing it', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('offline');
    }) as unknown as typeof fetch;
    const first = fakeServer({ 'experts:saved': { value: [], updatedAt: at } });
    await startSync({ fetchImpl: first.fetchImpl });
    stopSync();
    await startSync({ fetchImpl: offline });
    savedExpertsStore.set(['adv.-priya-sharma']);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(localStorage.getItem('nyaya:sync:v1:pending')).toContain('experts:saved');
    const later = fakeServer({ 'experts:saved': { value: ['ca-rohan-gupta'], updatedAt: at } });
    await startSync({ fetchImpl: later.fetchImpl });
    expect(savedExpertsStore.get()).toEqual(['adv.-priya-sharma', 'ca-rohan-gupta']);
    expect(later.entries['experts:saved']!.value).toEqual(['adv.-priya-sharma', 'ca-rohan-gupta']);
    expect(localStorage.getItem('nyaya:sync:v1:pending')).toBeNull();
  });

  it('gives the account this device’s copy when the account has none', async () => {
    checkoutDraftsStore.reset();
    favouriteProvidersStore.set(['legaldocs-pro']);
    const server = fakeServer();
    await startSync({ fetchImpl: server.fetchImpl });
    expect(server.entries['marketplace:favourites']!.value).toEqual(['legaldocs-pro']);
  });

  it('on sign-out, stops pushing and clears this device’s copies', async () => {
    const server = fakeServer({ 'experts:saved': { value: ['adv.-priya-sharma'], updatedAt: at } });
    await startSync({ fetchImpl: server.fetchImpl });
    expect(savedExpertsStore.get()).toEqual(['adv.-priya-sharma']);
    clearAccountData();
    expect(savedExpertsStore.get()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The clearing is not taken for the user removing everything: the account keeps its copy.
    expect(server.puts).toEqual([]);
    expect(server.entries['experts:saved']!.value).toEqual(['adv.-priya-sharma']);
  });

  it('leaves the stores as they are when the account cannot be reached', async () => {
    savedExpertsStore.set(['adv.-priya-sharma']);
    await startSync({ fetchImpl: vi.fn(async () => new Response('busy', { status: 503 })) as unknown as typeof fetch });
    expect(savedExpertsStore.get()).toEqual(['adv.-priya-sharma']);
  });

  it('carries a guest’s action items over at sign-in; a delete made later elsewhere is not undone by the merge', async () => {
    const item = { title: 'Renew passport', category: 'Finance', priority: 'High', dueDate: '2026-12-01', description: '', completed: false } as const;
    actionItemsStore.set((entries) => putActionItem(putActionItem(entries, 'own-guest', { ...item }), 'own-both', { ...item, title: 'Old copy' }));
    const later = new Date(Date.now() + 60_000).toISOString();
    const server = fakeServer({
      'life:action-items': {
        value: {
          'own-both': { deleted: true, deletedAt: later, v: 2, updatedAt: later },
          'own-phone': { ...item, title: 'From the phone', v: 2, updatedAt: at },
        },
        updatedAt: later,
      },
    });
    await startSync({ mergeGuestData: true, fetchImpl: server.fetchImpl });
    expect(ownActionItems(actionItemsStore.get()).map((entry) => entry.title)).toEqual(['From the phone', 'Renew passport']);
    const pushed = server.entries['life:action-items']!.value as Record<string, { deleted?: boolean }>;
    expect(Object.keys(pushed).sort()).toEqual(['own-both', 'own-guest', 'own-phone']);
    expect(pushed['own-both']?.deleted).toBe(true);

    // Deleted here while signed in: the tombstone is what the account gets.
    actionItemsStore.set((entries) => deleteActionItem(entries, 'own-phone', Date.now()));
    await waitFor(() => expect((server.entries['life:action-items']!.value as Record<string, { deleted?: boolean }>)['own-phone']?.deleted).toBe(true));
  });
});
