/**
 * Issue 27: a guest's life plans and saved resources are carried over at sign-in and kept on the
 * account like the action items: merged per plan by time, a status change and a delete pushed.
 */
import { waitFor } from '@testing-library/react';
import { deleteLifePlan, ownLifePlans, setPlanStatus, type LifePlan } from '@nyaya/shared/rules/life';
import { lifePlansStore, savedResourcesStore } from '@nyaya/shared/stores';
import { fakeServer } from '../testing/fakeStateServer';
import { startSync, stopSync } from './sync';

const at = '2026-11-24T10:00:00.000Z';
const plan = (template: LifePlan['template'], date: string): LifePlan => ({
  template,
  status: 'Planning',
  startedOn: '2026-11-24',
  date,
  actionItemIds: ['own-1'],
});
type Pushed = Record<string, { status?: string; deleted?: boolean }>;

afterEach(() => {
  stopSync();
  localStorage.clear();
});

describe('life plans on the account', () => {
  it('carries a guest’s plan and saved resources over at sign-in, then pushes a status change and a delete', async () => {
    lifePlansStore.set({ 'plan-guest': plan('renting-a-home', '2026-12-15') });
    savedResourcesStore.set(['res-8']);
    const server = fakeServer({
      'life:plans': { value: { 'plan-laptop': { ...plan('writing-a-will', '2027-01-08'), v: 2, updatedAt: at } }, updatedAt: at },
      'life:saved-resources': { value: ['res-1'], updatedAt: at },
    });
    await startSync({ mergeGuestData: true, fetchImpl: server.fetchImpl });
    expect(ownLifePlans(lifePlansStore.get()).map((shown) => shown.id)).toEqual(['plan-guest', 'plan-laptop']);
    expect(Object.keys(server.entries['life:plans']!.value as Pushed).sort()).toEqual(['plan-guest', 'plan-laptop']);
    expect(savedResourcesStore.get()).toEqual(['res-8', 'res-1']);
    expect(server.entries['life:saved-resources']!.value).toEqual(['res-8', 'res-1']);

    lifePlansStore.set((entries) => setPlanStatus(entries, 'plan-guest', 'Active'));
    await waitFor(() => expect((server.entries['life:plans']!.value as Pushed)['plan-guest']?.status).toBe('Active'));
    lifePlansStore.set((entries) => deleteLifePlan(entries, 'plan-laptop', Date.now()));
    await waitFor(() => expect((server.entries['life:plans']!.value as Pushed)['plan-laptop']?.deleted).toBe(true));
  });
});
