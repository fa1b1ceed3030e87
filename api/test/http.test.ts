import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@nyaya/shared/api';
import { createGate } from '../src/gate';
import { Visitor, dbLabel, expectProblem, newKey, order, testApp, testDatabase, type TestDatabase } from './support';

let db: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  db = await testDatabase();
  app = await testApp(db.database);
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

describe(`HTTP edges (${dbLabel})`, () => {
  it('reports its health and which database it runs on', async () => {
    const response = await new Visitor(app).get(apiPaths.health);
    expect(response.json()).toEqual({ ok: true, db: dbLabel });
  });

  it('answers unknown routes and methods with a 404 problem', async () => {
    expectProblem(await new Visitor(app).get('/api/v1/nothing-here'), 404);
    expectProblem(await new Visitor(app).get('/api/v1/orders/ORD123456789/<script>'), 404);
    expectProblem(await new Visitor(app).send('POST', apiPaths.health), 404);
  });

  it('refuses a 1 MB body with 413, before reading it as an order', async () => {
    const huge = JSON.stringify({ ...order(), intake: { notes: 'x'.repeat(1024 * 1024) } });
    expectProblem(await new Visitor(app).post(apiPaths.orders, huge), 413);
  });

  it('refuses malformed JSON, an empty body, a prototype-polluting body and a body that is not JSON', async () => {
    const visitor = new Visitor(app);
    expectProblem(await visitor.post(apiPaths.orders, '{"serviceId": "rental-agreement",'), 400);
    expectProblem(await visitor.post(apiPaths.orders, '[1, 2, 3]'), 400);
    expectProblem(await visitor.post(apiPaths.orders, '"just a string"'), 400);
    expectProblem(await visitor.send('POST', apiPaths.orders, { key: newKey(), headers: { 'content-type': 'application/json' } }), 400);
    expectProblem(await visitor.post(apiPaths.orders, `{"__proto__": {"admin": true}, "serviceId": "rental-agreement"}`), 400);
    expectProblem(
      await app.inject({ method: 'POST', url: apiPaths.orders, headers: { 'content-type': 'text/plain', 'idempotency-key': newKey() }, payload: 'hello' }),
      400,
    );
    expectProblem(
      await app.inject({
        method: 'POST',
        url: apiPaths.orders,
        headers: { 'content-type': 'application/xml', 'idempotency-key': newKey() },
        payload: '<order/>',
      }),
      415,
    );
  });

  it('sends no-store, nosniff and a locked-down CSP on every answer', async () => {
    for (const response of [await new Visitor(app).get(apiPaths.orders), await new Visitor(app).get('/nope')]) {
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    }
  });
});

describe(`limits (${dbLabel})`, () => {
  it('rate-limits writes per address (loopback too when asked), with a 429 problem and Retry-After', async () => {
    const limited = await testApp(db.database, { writesPerMinute: 3, limitLoopback: true });
    const visitor = new Visitor(limited);
    const statuses = [];
    for (let index = 0; index < 4; index += 1) statuses.push((await visitor.post(apiPaths.orders, order())).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const refused = await visitor.post(apiPaths.orders, order());
    expectProblem(refused, 429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await visitor.get(apiPaths.orders)).statusCode).toBe(200);
    await limited.close();
    // Loopback is exempt by default (the e2e suite and the benchmarks run there).
    const open = new Visitor(await testApp(db.database, { writesPerMinute: 3 }));
    for (let index = 0; index < 5; index += 1) expect((await open.post(apiPaths.orders, order())).statusCode).toBe(201);
  });

  it('answers 503 with Retry-After when the database queue is full, instead of queueing for ever', async () => {
    const gate = createGate({ concurrency: 1, queue: 1 });
    const busy = await testApp(db.database, { gate });
    const visitor = new Visitor(busy);
    const release = await gate.enter()!; // the database is busy with something else
    const queued = visitor.post(apiPaths.orders, order());
    while (gate.waiting === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const refused = await visitor.post(apiPaths.orders, order());
    expectProblem(refused, 503);
    expect(refused.headers['retry-after']).toBe('1');
    expect((await visitor.get(apiPaths.health)).statusCode).toBe(200);
    release();
    expect((await queued).statusCode).toBe(201);
    expect(gate.active + gate.waiting).toBe(0);
    await busy.close();
  });
});
