/** Sessions: made by the server only, cookie flags, and writes refused when they come from another site. */
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { accountPaths, apiPaths } from '@nyaya/shared/api';
import { Visitor, dbLabel, expectProblem, newKey, newMobile, order, testApp, testDatabase, type TestDatabase } from './support';

let db: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  db = await testDatabase();
  app = await testApp(db.database, { trustedProxies: '10.0.0.0/8', allowedOrigins: ['https://app.nyaya.example.in'] });
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

describe(`sessions (${dbLabel})`, () => {
  it('sets an HttpOnly, SameSite=Lax cookie of 256 random bits at the first write, not on reads of orders', async () => {
    const visitor = new Visitor(app);
    expect((await visitor.get(apiPaths.orders)).cookies).toEqual([]);
    expect((await visitor.get(apiPaths.bookings)).cookies).toEqual([]);
    const response = await visitor.post(apiPaths.orders, order());
    const cookie = response.cookies.find((item) => item.name === 'nyaya_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const tokens = new Set(
      await Promise.all(Array.from({ length: 20 }, async () => (await new Visitor(app).post(apiPaths.orders, order())).cookies[0]!.value)),
    );
    expect(tokens.size).toBe(20);
  });

  it('gives a browser its guest session at GET me, so a write whose answer is lost is retried in the same session', async () => {
    const visitor = new Visitor(app);
    const me = await visitor.get(accountPaths.me);
    expect(me.json()).toEqual({ account: null, testMode: true });
    const cookie = visitor.cookie;
    expect(cookie).toMatch(/^nyaya_session=[A-Za-z0-9_-]{43}$/);
    expect((await visitor.get(accountPaths.me)).cookies).toEqual([]);
    // The order is placed, but its answer never arrives; the retry carries the cookie it already had.
    const key = newKey();
    const placed = await visitor.post(apiPaths.orders, order(), key);
    expect(placed.cookies).toEqual([]);
    const retried = await visitor.post(apiPaths.orders, order(), key);
    expect([placed.statusCode, retried.statusCode]).toEqual([201, 200]);
    expect(retried.json().orderNumber).toBe(placed.json().orderNumber);
    expect(visitor.cookie).toBe(cookie);
  });

  it('makes at most 30 guest sessions a minute per address at GET me, then answers without one', async () => {
    const address = '192.0.2.200';
    // The limit counts in fixed minute windows: 31 requests that straddle a minute's end would
    // be counted in two windows, so the clock starts the run at the beginning of a minute.
    const minute = 60_000;
    vi.useFakeTimers({ toFake: ['Date'], now: Math.ceil(Date.now() / minute) * minute + 1_000 });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    for (let index = 0; index < 30; index += 1) expect((await new Visitor(app, address).get(accountPaths.me)).cookies).toHaveLength(1);
    const over = await new Visitor(app, address).get(accountPaths.me);
    expect(over.statusCode).toBe(200);
    expect(over.cookies).toEqual([]);
  });

  it('ignores a cookie it did not make: a made-up token is a new guest', async () => {
    const visitor = new Visitor(app);
    visitor.cookie = `nyaya_session=${'A'.repeat(43)}`;
    const response = await visitor.post(apiPaths.orders, order());
    expect(response.statusCode).toBe(201);
    expect(response.cookies[0]!.value).not.toBe('A'.repeat(43));
  });

  it('makes the cookie Secure behind a trusted proxy that says HTTPS, not when anyone else says it', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const viaProxy = await new Visitor(app, '10.0.0.5').send('POST', apiPaths.orders, { body: order(), key: newKey(), headers: https });
    expect(viaProxy.cookies[0]!.secure).toBe(true);
    const viaLoopback6 = await new Visitor(app, '::1').send('POST', apiPaths.orders, { body: order(), key: newKey(), headers: https });
    expect(viaLoopback6.cookies[0]!.secure).toBe(true);
    const claimed = await new Visitor(app, '203.0.113.44').send('POST', apiPaths.orders, { body: order(), key: newKey(), headers: https });
    expect(claimed.cookies[0]!.secure).toBeFalsy();
  });
});

describe(`cross-site writes (${dbLabel})`, () => {
  const write = (headers: Record<string, string>) => new Visitor(app).send('POST', accountPaths.sendCode, { body: { mobile: newMobile() }, headers });

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['Origin: null', { origin: 'null' }],
    ['another port of the same host', { origin: 'http://localhost:8080' }],
  ])('refuses a write with %s (403 problem), before doing anything', async (_what, headers) => {
    const response = await write(headers);
    expect(expectProblem(response, 403).title).toBe('Cross-site request');
    expect(response.cookies).toEqual([]);
  });

  it('accepts writes from its own origin, the user themself, and clients that are not browsers', async () => {
    expect((await write({ origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(202);
    expect((await write({ 'sec-fetch-site': 'none' })).statusCode).toBe(202);
    expect((await write({})).statusCode).toBe(202);
    // Behind the host's server, the browser's origin is the forwarded host.
    expect((await write({ origin: 'https://shop.nyaya.example.in', 'x-forwarded-host': 'shop.nyaya.example.in' })).statusCode).toBe(202);
    // A listed origin on a sibling subdomain (ALLOWED_ORIGINS), which the browser calls same-site.
    expect((await write({ origin: 'https://app.nyaya.example.in', 'sec-fetch-site': 'same-site' })).statusCode).toBe(202);
    expectProblem(await write({ origin: 'https://evil.nyaya.example.in', 'sec-fetch-site': 'same-site' }), 403);
  });

  it('lets reads through whatever site asks (they change nothing and carry no CORS)', async () => {
    expect(
      (await new Visitor(app).send('GET', apiPaths.orders, { headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } })).statusCode,
    ).toBe(200);
  });
});

describe(`HTTP parser errors (${dbLabel})`, () => {
  it('answers headers too large with a 431 problem document, once per header', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}${apiPaths.orders}`, { headers: { cookie: `x=${'a'.repeat(20_000)}` } });
    expect(response.status).toBe(431);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.json()).toMatchObject({ status: 431, title: 'Request headers too large' });
  });
});
