/**
 * The user's life plans and saved resources (issue 27) are kept on the account like the action
 * items: only the owner reads and writes them, compare-and-set, and the server checks their
 * shape (a record of plan entries; a list of ids) so a forged value never reaches another device.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MeResponseSchema, SyncedStateSchema, accountPaths } from '@nyaya/shared/api';
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

const plans = accountPaths.stateEntry('life:plans');
const saved = accountPaths.stateEntry('life:saved-resources');
const plan = (status: string) => ({
  template: 'renting-a-home',
  status,
  startedOn: '2030-01-15',
  date: '2030-02-05',
  actionItemIds: ['own-1', 'own-2'],
  v: 2,
  updatedAt: '2030-01-15T07:00:00.000Z',
});

async function stateOf(visitor: Visitor) {
  return SyncedStateSchema.parse((await visitor.get(accountPaths.state)).json()).entries;
}

describe(`life plans on the account (${dbLabel})`, () => {
  it('keeps a plan and its later status, and a delete as a tombstone', async () => {
    const visitor = new Visitor(app);
    await signIn(visitor);
    expect((await visitor.write('PUT', plans, { value: { 'plan-1': plan('Planning') } })).json()).toMatchObject({ revision: 1 });
    const tombstone = { deleted: true, deletedAt: '2030-01-15T08:00:00.000Z', v: 2, updatedAt: '2030-01-15T08:00:00.000Z' };
    const next = { 'plan-1': plan('Active'), 'plan-2': tombstone };
    expect((await visitor.write('PUT', plans, { value: next, base: 1 })).json()).toMatchObject({ value: next, revision: 2 });
    expect((await stateOf(visitor))['life:plans']).toMatchObject({ value: next, revision: 2 });
  });

  it('refuses a value not of the shape, and too many plans', async () => {
    const visitor = new Visitor(app);
    await signIn(visitor);
    for (const value of [[plan('Planning')], { 'plan-1': 'Planning' }, { '': plan('Planning') }, 'plans', null]) {
      expectProblem(await visitor.write('PUT', plans, { value }), 400);
    }
    const many = Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`p${i}`, { deleted: true, deletedAt: '2030-01-01T00:00:00Z' }]));
    expectProblem(await visitor.write('PUT', plans, { value: many }), 400);
    expect((await stateOf(visitor))['life:plans']).toBeUndefined();
  });

  it('keeps saved resources as a list of ids', async () => {
    const visitor = new Visitor(app);
    await signIn(visitor);
    expect((await visitor.write('PUT', saved, { value: ['res-8', 'res-1'] })).json()).toMatchObject({ value: ['res-8', 'res-1'], revision: 1 });
    expectProblem(await visitor.write('PUT', saved, { value: { 'res-8': true }, base: 1 }), 400);
    expectProblem(await visitor.write('PUT', saved, { value: [''], base: 1 }), 400);
    expectProblem(await visitor.write('PUT', saved, { value: [7], base: 1 }), 400);
  });

  it('counts the resources an account downloaded, on its profile, from its synced list', async () => {
    const visitor = new Visitor(app);
    await signIn(visitor);
    const downloads = accountPaths.stateEntry('life:downloaded-resources');
    const stats = async () => MeResponseSchema.parse((await visitor.get(accountPaths.me)).json()).account!.stats;
    expect((await stats()).resourcesDownloaded).toBe(0);
    expect((await visitor.write('PUT', downloads, { value: ['res-1', 'res-4', 'res-8'] })).statusCode).toBe(200);
    expect((await stats()).resourcesDownloaded).toBe(3);
    expectProblem(await visitor.write('PUT', downloads, { value: { 'res-1': 1 }, base: 1 }), 400);
    // Another account's downloads are not this one's.
    const other = new Visitor(app);
    await signIn(other);
    expect(MeResponseSchema.parse((await other.get(accountPaths.me)).json()).account!.stats.resourcesDownloaded).toBe(0);
  });

  it('keeps each account’s plans its own', async () => {
    const owner = new Visitor(app);
    const other = new Visitor(app);
    await signIn(owner);
    await signIn(other);
    await owner.write('PUT', plans, { value: { 'plan-1': plan('Planning') } });
    expect((await stateOf(other))['life:plans']).toBeUndefined();
    expectProblem(await new Visitor(app).write('PUT', plans, { value: { 'plan-1': plan('Done') } }), 401);
    expect((await stateOf(owner))['life:plans']?.value).toEqual({ 'plan-1': plan('Planning') });
  });
});
