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

  it('sends each security header once, on answers and on problems alike', async () => {
    for (const response of [
      await new Visitor(app).get(apiPaths.orders),
      await new Visitor(app).post(apiPaths.orders, {}),
      await new Visitor(app).get('/nope'),
    ]) {
      // A header sent twice comes back as an array of its values.
      for (const header of ['x-content-type-options', 'referrer-policy', 'content-security-policy', 'cache-control']) {
        expect(typeof response.headers[header]).toBe('string');
      }
    }
  });

  it('sends no-store, nosniff and a locked-down CSP on every answer', async () => {
    for (const response of [await new Visitor(app).get(apiPaths.orders), await new Visitor(app).get('/nope')]) {
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    }
  });
});

/** A clock stopped now: the limits count per clock minute, and a test must not straddle one. */
function pinnedNow() {
  const pinned = Date.now();
  return () => pinned;
}

describe(`limits (${dbLabel})`, () => {
  it('rate-limits writes per address in the database, with a 429 problem and Retry-After', async () => {
    // One instant for both instances: the limit counts per clock minute, and the test must not straddle one.
    const pinned = Date.now();
    const limited = await testApp(db.database, { writesPerMinute: 3, now: () => pinned });
    const visitor = new Visitor(limited, '203.0.113.9');
    const statuses = [];
    for (let index = 0; index < 4; index += 1) statuses.push((await visitor.post(apiPaths.orders, order())).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    // A new cookie does not help: the address is counted too.
    const refused = await new Visitor(limited, '203.0.113.9').post(apiPaths.orders, order());
    expect(expectProblem(refused, 429).detail).toMatch(/^Too many changes from this address; try again in \d+ s\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await visitor.get(apiPaths.orders)).statusCode).toBe(200);
    expect((await new Visitor(limited, '203.0.113.10').post(apiPaths.orders, order())).statusCode).toBe(201);
    // Another instance on the same database counts the same requests.
    const other = await testApp(db.database, { writesPerMinute: 3, now: () => pinned });
    expectProblem(await new Visitor(other, '203.0.113.9').post(apiPaths.orders, order()), 429);
    await Promise.all([limited.close(), other.close()]);
  });

  it('counts an IPv6 client by its /64, so rotating addresses in it does not reset the count', async () => {
    const limited = await testApp(db.database, { writesPerMinute: 2, now: pinnedNow() });
    const statuses = [];
    for (const address of ['2001:db8:77:1::1', '2001:db8:77:1:a:b:c:d', '2001:db8:77:1::2', '2001:db8:77:1:ffff::9']) {
      statuses.push((await new Visitor(limited, address).post(apiPaths.orders, order())).statusCode);
    }
    expect(statuses).toEqual([201, 201, 429, 429]);
    expect((await new Visitor(limited, '2001:db8:77:2::1').post(apiPaths.orders, order())).statusCode).toBe(201);
    await limited.close();
  });

  it('counts writes per session too, even from loopback (exempt by address only)', async () => {
    // One instant for both instances: the limit counts per clock minute, and the test must not straddle one.
    const pinned = Date.now();
    const limited = await testApp(db.database, { writesPerMinute: 3, now: () => pinned });
    for (let index = 0; index < 5; index += 1) expect((await new Visitor(limited).post(apiPaths.orders, order())).statusCode).toBe(201);
    const browser = new Visitor(limited);
    const statuses = [];
    // The first write makes the session, so it is counted by address only.
    for (let index = 0; index < 5; index += 1) statuses.push((await browser.post(apiPaths.orders, order())).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
    expect(expectProblem(await browser.post(apiPaths.orders, order()), 429).detail).toContain('this browser');
    await limited.close();
  });

  it('believes X-Forwarded-For only from a trusted proxy (review: a new header value started a fresh bucket)', async () => {
    const limited = await testApp(db.database, { writesPerMinute: 2, trustedProxies: '10.0.0.0/8', now: pinnedNow() });
    const spoof = (address: string) =>
      new Visitor(limited, '198.51.100.50').send('POST', apiPaths.orders, { body: order(), key: newKey(), headers: { 'x-forwarded-for': address } });
    expect([(await spoof('192.0.2.1')).statusCode, (await spoof('192.0.2.2')).statusCode, (await spoof('192.0.2.3')).statusCode]).toEqual([201, 201, 429]);
    // Through the configured load balancer, each client is counted by its own address.
    const viaProxy = (client: string) =>
      new Visitor(limited, '10.1.2.3').send('POST', apiPaths.orders, { body: order(), key: newKey(), headers: { 'x-forwarded-for': client } });
    expect([(await viaProxy('192.0.2.50')).statusCode, (await viaProxy('192.0.2.51')).statusCode]).toEqual([201, 201]);
    // ::1 is a trusted proxy by default, like 127.0.0.1.
    const viaLoopback6 = await new Visitor(limited, '::1').send('POST', apiPaths.orders, {
      body: order(),
      key: newKey(),
      headers: { 'x-forwarded-for': '198.51.100.50' },
    });
    expectProblem(viaLoopback6, 429);
    await limited.close();
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
