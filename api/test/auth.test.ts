/**
 * Sign-in with a mobile number and a one-time code: every limit (expiry, tries, resend, per
 * number, per address), enumeration, carrying a guest's orders over, and sign-out revocation.
 */
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { MeResponseSchema, OrderListSchema, accountPaths, apiPaths } from '@nyaya/shared/api';
import { signInCodes } from '../src/db/schema';
import { Visitor, dbLabel, expectProblem, newMobile, order, sendCode, signIn, testApp, testDatabase, type TestDatabase } from './support';

let db: TestDatabase;
let app: FastifyInstance;
/** The API's clock: tests move it to expire codes and pass the resend wait. */
let clock = Date.parse('2026-11-25T10:00:00Z');

beforeAll(async () => {
  db = await testDatabase();
  app = await testApp(db.database, { now: () => clock });
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

/** A client address no other test of this file has used: the per-address caps count every code sent from one. */
let lastHost = 0;
const newAddress = () => `198.51.100.${(lastHost += 1)}`;
const later = (seconds: number) => (clock += seconds * 1000);

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe(`sending a code (${dbLabel})`, () => {
  it('answers 202 with the masked number, the waits and, in test mode, the code; keeps only its hash', async () => {
    const mobile = newMobile();
    const { response, code } = await sendCode(new Visitor(app), mobile);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({
      sentTo: `+91 ${mobile.slice(0, 2)}••••${mobile.slice(6)}`,
      resendAfterSeconds: 30,
      expiresInSeconds: 300,
      testCode: code,
    });
    expect(code).toMatch(/^\d{6}$/);
    const rows = await db.database.db.select().from(signInCodes).where(eq(signInCodes.mobile, mobile));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toContain(code);
    expect(rows[0]!.codeHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers the same whether or not the number has an account (no enumeration)', async () => {
    const member = newMobile();
    await signIn(new Visitor(app), member);
    later(31);
    const [known, unknown] = await Promise.all([sendCode(new Visitor(app), member), sendCode(new Visitor(app), newMobile())]);
    expect(known.response.statusCode).toBe(unknown.response.statusCode);
    const shape = (body: Record<string, unknown>) => ({ ...body, sentTo: typeof body.sentTo, testCode: typeof body.testCode });
    expect(shape(known.response.json())).toEqual(shape(unknown.response.json()));
    expect(Object.keys(known.response.headers).sort()).toEqual(Object.keys(unknown.response.headers).sort());
  });

  it.each([['12345'], ['5876543210'], ['98765432101'], ['+919876543210'], ['98765\u0000432']])('refuses the number %j with a 400', async (mobile) => {
    expectProblem(await new Visitor(app).write('POST', accountPaths.sendCode, { mobile }), 400, ['mobile']);
  });

  it('lets a new code be asked for 30 s after the last, and the new one replaces it', async () => {
    const visitor = new Visitor(app);
    const mobile = newMobile();
    const first = await sendCode(visitor, mobile);
    later(10);
    const early = (await sendCode(visitor, mobile)).response;
    const problem = expectProblem(early, 429);
    expect(problem.retryAfterSeconds).toBe(20);
    expect(early.headers['retry-after']).toBe('20');
    later(20);
    const second = await sendCode(visitor, mobile);
    expect(second.response.statusCode).toBe(202);
    if (second.code !== first.code) expectProblem(await visitor.write('POST', accountPaths.signIn, { mobile, code: first.code }), 400);
    expect((await visitor.write('POST', accountPaths.signIn, { mobile, code: second.code })).statusCode).toBe(200);
  });

  it('sends at most 5 codes per number per hour, whoever asks', async () => {
    const mobile = newMobile();
    for (let index = 0; index < 5; index += 1) {
      expect((await sendCode(new Visitor(app, newAddress()), mobile)).response.statusCode).toBe(202);
      later(31);
    }
    const refused = expectProblem((await sendCode(new Visitor(app, newAddress()), mobile)).response, 429);
    expect(refused.detail).toMatch(/^5 codes were sent to this number in the last hour\. Try again in \d+ min\.$/);
    later(60 * 60 - 4 * 31);
    expect((await sendCode(new Visitor(app, newAddress()), mobile)).response.statusCode).toBe(202);
  });

  it('sends at most 5 codes per address per hour, an IPv6 client counted by its /64', async () => {
    const address = newAddress();
    for (let index = 0; index < 5; index += 1) expect((await sendCode(new Visitor(app, address), newMobile())).response.statusCode).toBe(202);
    expect(expectProblem((await sendCode(new Visitor(app, address), newMobile())).response, 429).detail).toContain('from this network');
    const prefix = `2001:db8:${randomInt(1, 0xffff).toString(16)}:1`;
    for (let index = 0; index < 5; index += 1) expect((await sendCode(new Visitor(app, `${prefix}::${index + 1}`), newMobile())).response.statusCode).toBe(202);
    expectProblem((await sendCode(new Visitor(app, `${prefix}:dead:beef:0:1`), newMobile())).response, 429);
  });
});

describe(`signing in (${dbLabel})`, () => {
  it('counts wrong codes: two get 400 with the tries left, the third uses the code up (410), even the right one after', async () => {
    const visitor = new Visitor(app);
    const mobile = newMobile();
    const { code } = await sendCode(visitor, mobile);
    const tries = [];
    for (let index = 0; index < 3; index += 1) tries.push(await visitor.write('POST', accountPaths.signIn, { mobile, code: wrong(code) }));
    expect(expectProblem(tries[0]!, 400, ['code']).attemptsLeft).toBe(2);
    expect(expectProblem(tries[1]!, 400, ['code']).attemptsLeft).toBe(1);
    expect(expectProblem(tries[2]!, 410).attemptsLeft).toBe(0);
    expectProblem(await visitor.write('POST', accountPaths.signIn, { mobile, code }), 410);
  });

  it('gives concurrent guesses 3 tries in all', async () => {
    const visitor = new Visitor(app);
    const mobile = newMobile();
    const { code } = await sendCode(visitor, mobile);
    const guesses = Array.from({ length: 12 }, (_, index) => String((Number(code) + index + 1) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((guess) => new Visitor(app).write('POST', accountPaths.signIn, { mobile, code: guess })));
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(2);
    expect(answers.filter((answer) => answer.statusCode === 410)).toHaveLength(10);
    expectProblem(await visitor.write('POST', accountPaths.signIn, { mobile, code }), 410);
  });

  it('refuses a code after 5 minutes (410)', async () => {
    const visitor = new Visitor(app);
    const mobile = newMobile();
    const { code } = await sendCode(visitor, mobile);
    later(5 * 60 + 1);
    expectProblem(await visitor.write('POST', accountPaths.signIn, { mobile, code }), 410);
  });

  it('uses a code once', async () => {
    const mobile = newMobile();
    const { code } = await sendCode(new Visitor(app), mobile);
    expect((await new Visitor(app).write('POST', accountPaths.signIn, { mobile, code })).statusCode).toBe(200);
    expectProblem(await new Visitor(app).write('POST', accountPaths.signIn, { mobile, code }), 410);
  });

  it("carries the guest's orders and bookings over, with a new session id, and another device sees them", async () => {
    const guest = new Visitor(app);
    const placed = (await guest.post(apiPaths.orders, order())).json().orderNumber as string;
    const guestCookie = guest.cookie;
    const mobile = newMobile();
    const account = await signIn(guest, mobile);
    expect(guest.cookie).toBeDefined();
    expect(guest.cookie).not.toBe(guestCookie);
    expect(account.stats.orders).toBe(1);
    expect(OrderListSchema.parse((await guest.get(apiPaths.orders)).json()).orders.map((item) => item.orderNumber)).toEqual([placed]);
    // The guest session is over: its cookie no longer reads the order.
    const old = new Visitor(app);
    old.cookie = guestCookie;
    expectProblem(await old.get(apiPaths.order(placed)), 404);
    // Another phone, same number.
    later(31);
    const phone = new Visitor(app);
    await signIn(phone, mobile);
    expect((await phone.get(apiPaths.order(placed))).statusCode).toBe(200);
    // An order placed signed in belongs to the account at once.
    const second = (await phone.post(apiPaths.orders, order())).json().orderNumber as string;
    expect((await guest.get(apiPaths.order(second))).statusCode).toBe(200);
  });

  it('ends the session on the server at sign-out: the cookie is cleared and, replayed, is a guest with nothing', async () => {
    const visitor = new Visitor(app);
    await signIn(visitor);
    const placed = (await visitor.post(apiPaths.orders, order())).json().orderNumber as string;
    const stolen = visitor.cookie;
    const out = await visitor.write('POST', accountPaths.signOut, {});
    expect(out.statusCode).toBe(200);
    expect(MeResponseSchema.parse(out.json())).toEqual({ account: null, testMode: true });
    const cleared = out.cookies.find((cookie) => cookie.name === 'nyaya_session')!;
    expect(cleared.value).toBe('');
    expect(cleared.expires!.getTime()).toBeLessThan(Date.now());
    const replay = new Visitor(app);
    replay.cookie = stolen;
    expect(MeResponseSchema.parse((await replay.get(accountPaths.me)).json()).account).toBeNull();
    expectProblem(await replay.get(apiPaths.order(placed)), 404);
    expect((await replay.get(apiPaths.orders)).json()).toEqual({ orders: [] });
    expectProblem(await replay.get(accountPaths.wallet), 401);
  });

  it('ends a session not seen for a year, on the server', async () => {
    const visitor = new Visitor(app);
    await signIn(visitor);
    later(300 * 24 * 60 * 60);
    expect(MeResponseSchema.parse((await visitor.get(accountPaths.me)).json()).account).not.toBeNull();
    later(366 * 24 * 60 * 60);
    const stale = new Visitor(app);
    stale.cookie = visitor.cookie;
    expect(MeResponseSchema.parse((await stale.get(accountPaths.me)).json()).account).toBeNull();
  });
});
