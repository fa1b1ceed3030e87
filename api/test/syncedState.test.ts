/**
 * `PUT me/state/{key}` is compare-and-set on the copy's revision: a device writing over a copy it
 * has not seen is refused (409, with the copy now) and changes nothing, so what another device
 * added is never lost; of writes racing on one revision exactly one lands, on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ProblemSchema, SyncedEntrySchema, SyncedStateSchema, accountPaths } from '@nyaya/shared/api';
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

const saved = accountPaths.stateEntry('experts:saved');
const items = accountPaths.stateEntry('life:action-items');
const item = (title: string) => ({ title, category: 'Finance', priority: 'High', dueDate: '2026-12-01', description: '', completed: false });

async function stateOf(visitor: Visitor) {
  return SyncedStateSchema.parse((await visitor.get(accountPaths.state)).json()).entries;
}

describe(`synced stores are written compare-and-set (${dbLabel})`, () => {
  it('writes a key first without a base, then only on the revision last seen', async () => {
    const visitor = new Visitor(app);
    await signIn(visitor);
    const first = await visitor.write('PUT', saved, { value: ['a'] });
    expect(first.statusCode).toBe(200);
    expect(SyncedEntrySchema.parse(first.json())).toMatchObject({ value: ['a'], revision: 1 });
    const second = await visitor.write('PUT', saved, { value: ['a', 'b'], base: 1 });
    expect(second.json()).toMatchObject({ value: ['a', 'b'], revision: 2 });

    // A device still on revision 1, one that names none, one that forges a revision: each refused
    // with the copy now, and nothing changed.
    for (const base of [1, null, undefined, 3, 999_999]) {
      const stale = await visitor.write('PUT', saved, { value: ['c'], ...(base === undefined ? {} : { base }) });
      expectProblem(stale, 409);
      expect(ProblemSchema.parse(stale.json())).toMatchObject({ title: 'Stale copy', current: { value: ['a', 'b'], revision: 2 } });
    }
    expect((await stateOf(visitor))['experts:saved']).toMatchObject({ value: ['a', 'b'], revision: 2 });

    // A retry of a write that landed (its answer lost) holds what the account has: 200, no new revision.
    expect((await visitor.write('PUT', saved, { value: ['a', 'b'], base: 1 })).json()).toMatchObject({ revision: 2 });
    expect((await visitor.write('PUT', saved, { value: ['a', 'b', 'c'], base: 2 })).json()).toMatchObject({ revision: 3 });
  });

  it('refuses a malformed base, and keeps the size and shape limits whatever the base', async () => {
    const visitor = new Visitor(app);
    await signIn(visitor);
    await visitor.write('PUT', saved, { value: ['a'] });
    for (const base of [0, -1, 1.5, '1', 2 ** 31, true, {}]) {
      expectProblem(await visitor.write('PUT', saved, { value: ['x'], base }), 400, ['base']);
    }
    expectProblem(await visitor.write('PUT', saved, { value: ['x'.repeat(64 * 1024)], base: 1 }), 413);
    expectProblem(await visitor.write('PUT', items, { value: [item('x')] }), 400);
    expect((await stateOf(visitor))['experts:saved']).toMatchObject({ value: ['a'], revision: 1 });
    expect((await stateOf(visitor))['life:action-items']).toBeUndefined();
  });

  it('lets exactly one of several writes on the same revision land', async () => {
    const visitor = new Visitor(app);
    await signIn(visitor);
    await visitor.write('PUT', items, { value: { 'own-1': item('Pay rent') } });
    const racing = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        visitor.write('PUT', items, { value: { 'own-1': item('Pay rent'), [`own-${i + 2}`]: item(`Device ${i}`) }, base: 1 }),
      ),
    );
    const codes = racing.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(5);
    const winner = racing.find((response) => response.statusCode === 200)!.json();
    expect(winner.revision).toBe(2);
    expect((await stateOf(visitor))['life:action-items']).toEqual(winner);
    // Every loser was told the winner's copy, to merge its own item into.
    for (const lost of racing.filter((response) => response.statusCode === 409)) {
      expect(lost.json().current).toEqual(winner);
    }
  });

  it('lets exactly one of two first writes land', async () => {
    const visitor = new Visitor(app);
    await signIn(visitor);
    const racing = await Promise.all([visitor.write('PUT', saved, { value: ['a'] }), visitor.write('PUT', saved, { value: ['b'] })]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect((await stateOf(visitor))['experts:saved']?.revision).toBe(1);
  });

  it('keeps each account’s copies its own: another account neither reads nor writes them', async () => {
    const owner = new Visitor(app);
    const other = new Visitor(app);
    await signIn(owner);
    await signIn(other);
    await owner.write('PUT', saved, { value: ['mine'] });
    await owner.write('PUT', saved, { value: ['mine', 'too'], base: 1 });
    expect(await stateOf(other)).toEqual({});
    // Naming the owner's revision reaches only the other account's own (empty) copy.
    const forged = await other.write('PUT', saved, { value: ['theirs'], base: 2 });
    expectProblem(forged, 409);
    expect(forged.json().current).toBeNull();
    expect((await other.write('PUT', saved, { value: ['theirs'] })).json()).toMatchObject({ revision: 1 });
    expect((await stateOf(owner))['experts:saved']).toMatchObject({ value: ['mine', 'too'], revision: 2 });
    expect((await stateOf(other))['experts:saved']).toMatchObject({ value: ['theirs'], revision: 1 });
    expectProblem(await new Visitor(app).write('PUT', saved, { value: ['guest'], base: 2 }), 401);
  });
});
