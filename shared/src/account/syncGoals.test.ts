/**
 * The user's own goals (`life:goals`, issue 27) across two devices signed in at once: a goal (its
 * check-ins with it) merges by its own `updatedAt`, so a goal added here, progress logged on the
 * other device and a goal deleted there all survive this device's stale write.
 */
import { waitFor } from '@testing-library/react';
import { goalsStore } from '@nyaya/shared/stores';
import { ownGoals, putGoal, type OwnGoal } from '@nyaya/shared/rules/life';
import { fakeServer } from '../testing/fakeStateServer';
import { startSync, stopSync } from './sync';

const at = '2026-11-24T10:00:00.000Z';
const goal: OwnGoal = { title: 'Emergency fund', category: 'Finance', unit: 'INR', target: 50_000_00, deadline: '2026-12-31', checkIns: [] };
const stored = (entry: object, updatedAt = at) => ({ ...entry, v: 2, updatedAt });
const summary = (value: unknown) =>
  ownGoals(value as ReturnType<typeof goalsStore.get>).map((entry) => `${entry.title}: ${entry.checkIns.map((checkIn) => checkIn.amount).join('+')}`);

afterEach(() => {
  stopSync();
  localStorage.clear();
});

describe('own goals on two devices signed in at once', () => {
  it('keeps a goal added here, progress logged there, and a delete made there', async () => {
    const server = fakeServer({
      'life:goals': { value: { fund: stored(goal), car: stored({ ...goal, title: 'Car' }) }, updatedAt: at },
    });
    await startSync({ fetchImpl: server.fetchImpl });
    await waitFor(() => expect(summary(goalsStore.get())).toEqual(['Car: ', 'Emergency fund: ']));

    // The laptop logs ₹5,000 on the fund and deletes the car; this device, not reloaded, adds a goal.
    const now = new Date().toISOString();
    server.write('life:goals', {
      fund: stored({ ...goal, checkIns: [{ day: '2026-11-24', amount: 5_000_00 }] }, now),
      car: { deleted: true, deletedAt: now, v: 2, updatedAt: now },
    });
    goalsStore.set((entries) => putGoal(entries, 'books', { ...goal, title: 'Read 12 books', unit: 'count', target: 12 }));
    await waitFor(() => expect(server.entries['life:goals']!.revision).toBe(3));
    expect(server.answers).toEqual([409, 200]);
    expect(summary(server.entries['life:goals']!.value)).toEqual(['Emergency fund: 500000', 'Read 12 books: ']);
    expect(summary(goalsStore.get())).toEqual(['Emergency fund: 500000', 'Read 12 books: ']);
  });
});
