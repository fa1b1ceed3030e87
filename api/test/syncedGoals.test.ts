/**
 * The user's own goals (`life:goals`, issue 27) on the account: a record of goal entries whose
 * check-ins are a list of at most 366 objects. The server checks that shape and the size, not
 * each field (the browser does, and keeps a later version's entries it cannot read).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SyncedStateSchema, accountPaths } from '@nyaya/shared/api';
import { Visitor, dbLabel, expectProblem, signIn, testApp, testDatabase, type TestDatabase } from './support';

const NOW = Date.parse('2030-01-15T12:30:00+05:30');
let db: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  db = await testDatabase();
  app = await testApp(db.database, { now: () => NOW });
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

const goals = accountPaths.stateEntry('life:goals');
const at = '2030-01-15T07:00:00.000Z';
const goal = (checkIns: unknown[]) => ({
  title: 'Emergency fund',
  category: 'Finance',
  unit: 'INR',
  target: 50_000_00,
  deadline: '2030-12-31',
  checkIns,
  v: 2,
  updatedAt: at,
});
const checkIn = { day: '2030-01-15', amount: 5_000_00 };

async function stateOf(visitor: Visitor) {
  return SyncedStateSchema.parse((await visitor.get(accountPaths.state)).json()).entries;
}

describe(`own goals on the account (${dbLabel})`, () => {
  it('keeps goals with their check-ins and tombstones, for the account only', async () => {
    const owner = new Visitor(app);
    const other = new Visitor(app);
    await signIn(owner);
    await signIn(other);
    const value = { 'goal-1': goal([checkIn, { ...checkIn, day: '2030-01-14' }]), 'goal-2': { deleted: true, deletedAt: at, v: 2, updatedAt: at } };
    const written = await owner.write('PUT', goals, { value });
    expect(written.statusCode).toBe(200);
    expect(written.json()).toMatchObject({ value, revision: 1 });
    expect((await stateOf(owner))['life:goals']).toMatchObject({ value, revision: 1 });
    expect((await stateOf(other))['life:goals']).toBeUndefined();
    // A year of daily check-ins fits, within the size the account keeps.
    const year = Array.from({ length: 366 }, () => checkIn);
    expect((await owner.write('PUT', goals, { value: { 'goal-1': goal(year) }, base: 1 })).statusCode).toBe(200);
    expectProblem(await new Visitor(app).write('PUT', goals, { value }), 401);
  });

  it('refuses a value of another shape, too many check-ins, or too many bytes, and keeps nothing of it', async () => {
    const visitor = new Visitor(app);
    await signIn(visitor);
    for (const value of [
      [goal([])],
      'x',
      { 'goal-1': 'x' },
      { 'goal-1': [goal([])] },
      { ['k'.repeat(101)]: goal([]) },
      { 'goal-1': goal(Array.from({ length: 367 }, () => checkIn)) },
      { 'goal-1': goal(['2030-01-15']) },
      { 'goal-1': { ...goal([]), checkIns: 'many' } },
      Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`g${i}`, {}])),
    ]) {
      expectProblem(await visitor.write('PUT', goals, { value }), 400);
    }
    expectProblem(await visitor.write('PUT', goals, { value: { 'goal-1': { ...goal([]), title: 'x'.repeat(64 * 1024) } } }), 413);
    expect((await stateOf(visitor))['life:goals']).toBeUndefined();
  });
});
