/**
 * The signed-in user's own things: profile, sessions, synced stores, wallet, export, deletion;
 * and every `me/*` refused (401) without an account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  MeResponseSchema,
  SessionListSchema,
  SyncedStateSchema,
  WalletResponseSchema,
  accountPaths,
  apiPaths,
  type CreateBookingRequest,
} from '@nyaya/shared/api';
import { experts } from '@nyaya/shared/data/experts';
import { consultationQuote } from '@nyaya/shared/rules/consultation';
import { expertSlug } from '@nyaya/shared/rules/experts';
import { accounts, bookings, orders, sessions } from '../src/db/schema';
import { Visitor, dbLabel, expectProblem, newMobile, order, signIn, testApp, testDatabase, type TestDatabase } from './support';

/** 15 January 2030, 12:30 in India: consultations tomorrow can be booked and cancelled. */
const NOW = Date.parse('2030-01-15T12:30:00+05:30');
// Not the expert bookings.test.ts books (the files share a database), and other days.
const expert = experts.filter((item) => item.status === 'available')[1]!;
let db: TestDatabase;
let app: FastifyInstance;
let hour = 9;

beforeAll(async () => {
  db = await testDatabase();
  app = await testApp(db.database, { now: () => NOW });
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

/** A consultation in a slot no other test here takes. */
const booking = (): CreateBookingRequest => {
  hour += 1;
  const day = 2 + Math.floor((hour - 10) / 7);
  return {
    expertSlug: expertSlug(expert.name),
    mode: 'video',
    slotStart: `2030-03-${String(day).padStart(2, '0')}T${String(10 + ((hour - 10) % 7)).padStart(2, '0')}:00:00+05:30`,
    contact: { name: 'Ravi Kumar', mobile: '9123456780' },
    payment: { provider: 'test', amountPaise: consultationQuote(expert.fee).totalPaise },
  };
};

describe(`me without an account (${dbLabel})`, () => {
  it('tells a guest it is a guest, in test mode', async () => {
    expect(MeResponseSchema.parse((await new Visitor(app).get(accountPaths.me)).json())).toEqual({ account: null, testMode: true });
  });

  it('answers every other me/* with a 401 problem, with or without a guest session', async () => {
    const guest = new Visitor(app);
    await guest.post(apiPaths.orders, order());
    for (const visitor of [new Visitor(app), guest]) {
      for (const [method, path, body] of [
        ['GET', accountPaths.sessions],
        ['POST', accountPaths.endOtherSessions, {}],
        ['GET', accountPaths.state],
        ['PUT', accountPaths.stateEntry('experts:saved'), { value: [] }],
        ['GET', accountPaths.wallet],
        ['GET', accountPaths.export],
        ['PATCH', accountPaths.me, { name: 'X' }],
        ['DELETE', accountPaths.me, { confirm: 'DELETE' }],
      ] as const) {
        expectProblem(await visitor.send(method, path, { body }), 401);
      }
    }
  });
});

describe(`profile and sessions (${dbLabel})`, () => {
  it('saves name, email, language and notification settings, as plain text', async () => {
    const visitor = new Visitor(app);
    const account = await signIn(visitor);
    expect(account).toMatchObject({ name: null, email: null, language: 'en', notificationSettings: { push: true, email: true, sms: false, marketing: false } });
    expect(account.stats).toEqual({ expertSessions: 0, orders: 0, goalsCompleted: 0, resourcesDownloaded: 0, communityPosts: 0 });
    const hostile = '<img src=x onerror=alert(1)>\u202e Asha';
    const changed = await visitor.write('PATCH', accountPaths.me, {
      name: hostile,
      email: 'Asha@Example.IN',
      language: 'hi',
      notificationSettings: { sms: true },
    });
    expect(changed.statusCode).toBe(200);
    expect(MeResponseSchema.parse(changed.json()).account).toMatchObject({
      name: '<img src=x onerror=alert(1)> Asha',
      email: 'asha@example.in',
      language: 'hi',
      notificationSettings: { push: true, email: true, sms: true, marketing: false },
    });
    expectProblem(await visitor.write('PATCH', accountPaths.me, { email: 'not-an-email' }), 400, ['email']);
    expectProblem(await visitor.write('PATCH', accountPaths.me, { name: 'x'.repeat(101) }), 400, ['name']);
    expectProblem(await visitor.write('PATCH', accountPaths.me, { mobile: '9999999999' }), 400, ['mobile']);
    const cleared = MeResponseSchema.parse((await visitor.write('PATCH', accountPaths.me, { name: '  ', email: '' })).json()).account!;
    expect([cleared.name, cleared.email]).toEqual([null, null]);
  });

  it("lists the account's sessions without anything that could act as one", async () => {
    const laptop = new Visitor(app);
    await signIn(laptop);
    const list = SessionListSchema.parse((await laptop.get(accountPaths.sessions)).json()).sessions;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ current: true, device: 'Unknown device' });
    const token = laptop.cookie!.split('=')[1]!;
    expect(JSON.stringify(list)).not.toContain(token);
    const [row] = await db.database.db.select().from(sessions).where(eq(sessions.id, list[0]!.id));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.id).not.toContain(token);
  });

  it('ends the other sessions: their cookies become guests', async () => {
    const mobile = newMobile();
    const [first, second] = [new Visitor(app), new Visitor(app)];
    await signIn(first, mobile);
    // A second device: the code it needs is sent after the resend wait, here by inserting a session directly.
    const [account] = await db.database.db.select().from(accounts).where(eq(accounts.mobile, mobile));
    const other = await app.sessions.store.create(
      account!.id,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1',
    );
    second.cookie = `nyaya_session=${other.token}`;
    const list = SessionListSchema.parse((await first.get(accountPaths.sessions)).json()).sessions;
    expect(list.map((item) => [item.device, item.current]).sort()).toEqual([
      ['Safari on iOS', false],
      ['Unknown device', true],
    ]);
    expect((await first.write('POST', accountPaths.endOtherSessions, {})).json()).toEqual({ ended: 1 });
    expect(MeResponseSchema.parse((await second.get(accountPaths.me)).json()).account).toBeNull();
    expect(MeResponseSchema.parse((await first.get(accountPaths.me)).json()).account?.mobile).toBe(mobile);
  });
});

describe(`synced stores (${dbLabel})`, () => {
  it('keeps the listed stores on the account, at most 64 KB each, for every device', async () => {
    const visitor = new Visitor(app);
    await signIn(visitor);
    const saved = await visitor.write('PUT', accountPaths.stateEntry('experts:saved'), { value: ['adv.-priya-sharma'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ value: ['adv.-priya-sharma'] });
    expectProblem(await visitor.write('PUT', '/api/v1/me/state/not-a-store', { value: 1 }), 404);
    expectProblem(await visitor.write('PUT', '/api/v1/me/state/__proto__', { value: 1 }), 404);
    expectProblem(await visitor.write('PUT', accountPaths.stateEntry('marketplace:favourites'), { value: 'x'.repeat(64 * 1024) }), 413);
    expectProblem(await visitor.write('PUT', accountPaths.stateEntry('marketplace:favourites'), {}), 400, ['value']);
    expectProblem(await visitor.write('PUT', accountPaths.stateEntry('marketplace:favourites'), { value: 1, other: 2 }), 400, ['other']);
    // The own action items: a record of entry objects, nothing else (a forged value is refused whole).
    const items = accountPaths.stateEntry('life:action-items');
    const item = { title: '<b>Pay rent</b>', category: 'Finance', priority: 'High', dueDate: '2026-12-01', description: '', completed: false };
    for (const value of [
      [item],
      'x',
      { 'own-1': 'x' },
      { 'own-1': [item] },
      { ['k'.repeat(101)]: item },
      Object.fromEntries(Array.from({ length: 2001 }, (_, i) => [`t${i}`, {}])),
    ]) {
      expectProblem(await visitor.write('PUT', items, { value }), 400);
    }
    const tombstone = { deleted: true, deletedAt: '2026-11-27T09:00:00.000Z', v: 2, updatedAt: '2026-11-27T09:00:00.000Z' };
    expect((await visitor.write('PUT', items, { value: { 'own-1': { ...item, v: 2, updatedAt: tombstone.updatedAt }, 'own-2': tombstone } })).statusCode).toBe(
      200,
    );
    const state = SyncedStateSchema.parse((await visitor.get(accountPaths.state)).json());
    expect(Object.keys(state.entries).sort()).toEqual(['experts:saved', 'life:action-items']);
    expect(state.entries['life:action-items']?.value).toMatchObject({ 'own-2': { deleted: true } });
    expect(state.entries['experts:saved']?.value).toEqual(['adv.-priya-sharma']);
  });
});

describe(`wallet, export and deletion (${dbLabel})`, () => {
  it('lists real payments and refunds, and sums income and expense from them', async () => {
    const visitor = new Visitor(app);
    await signIn(visitor);
    const placed = (await visitor.post(apiPaths.orders, order())).json();
    const kept = (await visitor.post(apiPaths.bookings, booking())).json();
    const cancelled = (await visitor.post(apiPaths.bookings, booking())).json();
    expect((await visitor.send('POST', apiPaths.cancelBooking(cancelled.id))).statusCode).toBe(200);
    const wallet = WalletResponseSchema.parse((await visitor.get(accountPaths.wallet)).json());
    // Paid: the fee and its GST; cancelled months ahead: all of it back.
    const fee = consultationQuote(expert.fee).totalPaise;
    expect(wallet.expensePaise).toBe(104_282 + 2 * fee);
    expect(wallet.incomePaise).toBe(fee);
    expect(wallet.transactions.map((item) => [item.kind, item.amountPaise, item.orderNumber ?? item.bookingId]).sort()).toEqual(
      [
        ['payment', 104_282, placed.orderNumber],
        ['payment', fee, kept.id],
        ['payment', fee, cancelled.id],
        ['refund', fee, cancelled.id],
      ].sort(),
    );
    const me = MeResponseSchema.parse((await visitor.get(accountPaths.me)).json()).account!;
    expect(me.stats).toMatchObject({ orders: 1, expertSessions: 1 });
  });

  it('takes the confirmation in the query too, for proxies that refuse a DELETE with a body', async () => {
    const visitor = new Visitor(app);
    const account = await signIn(visitor);
    const deleted = await visitor.send('DELETE', accountPaths.deleteAccount);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true });
    expect(await db.database.db.select().from(accounts).where(eq(accounts.id, account.id))).toEqual([]);
  });

  it('downloads everything the account holds as a JSON attachment, order numbers included', async () => {
    const visitor = new Visitor(app);
    const account = await signIn(visitor);
    const placed = (await visitor.post(apiPaths.orders, order())).json();
    await visitor.write('PUT', accountPaths.stateEntry('marketplace:favourites'), { value: ['legaldocs-pro'] });
    const response = await visitor.get(accountPaths.export);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="nyaya-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const data = JSON.parse(response.body);
    expect(data.account.mobile).toBe(account.mobile);
    expect(data.orders.map((item: { orderNumber: string }) => item.orderNumber)).toEqual([placed.orderNumber]);
    expect(data.orders[0].contact.name).toBe('Asha Verma');
    expect(data.syncedState['marketplace:favourites'].value).toEqual(['legaldocs-pro']);
    expect(data.sessions).toHaveLength(1);
    expect(data.wallet.expensePaise).toBe(104_282);
    expect(response.body).not.toMatch(/token|hash|nyaya_session/i);
  });

  it('deletes the account and its personal data, keeping its orders for tax without name, number or email', async () => {
    const visitor = new Visitor(app);
    const mobile = newMobile();
    // One order placed as a guest (its session is carried over), one signed in: two sessions placed them.
    const asGuest = (await visitor.post(apiPaths.orders, order())).json();
    const account = await signIn(visitor, mobile);
    const placed = (await visitor.post(apiPaths.orders, order({ contact: { name: 'Asha Verma', mobile, email: 'asha@example.in' } }))).json();
    const consult = (await visitor.post(apiPaths.bookings, booking())).json();
    await visitor.write('PUT', accountPaths.stateEntry('experts:saved'), { value: ['x'] });
    const placedBy = (await db.database.db.select().from(orders).where(eq(orders.orderNumber, asGuest.orderNumber)))[0]!.sessionId;
    expectProblem(await visitor.write('DELETE', accountPaths.me, {}), 400, ['confirm']);
    expectProblem(await visitor.write('DELETE', accountPaths.me, { confirm: 'delete' }), 400, ['confirm']);
    expectProblem(await visitor.send('DELETE', '/api/v1/me?confirm=yes'), 400, ['confirm']);
    expectProblem(await visitor.send('DELETE', accountPaths.me), 400, ['(body)']);
    const deleted = await visitor.write('DELETE', accountPaths.me, { confirm: 'DELETE' });
    expect(deleted.statusCode).toBe(200);
    expect(visitor.cookie).toBeUndefined();

    const database = db.database.db;
    expect(await database.select().from(accounts).where(eq(accounts.id, account.id))).toEqual([]);
    expect(await database.select().from(sessions).where(eq(sessions.accountId, account.id))).toEqual([]);
    expect(await database.select().from(sessions).where(eq(sessions.id, placedBy))).toEqual([]);
    const [guestOrder] = await database.select().from(orders).where(eq(orders.orderNumber, asGuest.orderNumber));
    expect(guestOrder).toMatchObject({ accountId: null, contact: {}, intake: {} });
    const [kept] = await database.select().from(orders).where(eq(orders.orderNumber, placed.orderNumber));
    expect(kept).toMatchObject({
      accountId: null,
      contact: {},
      intake: {},
      requestHash: '',
      totalPaise: 104_282,
      state: 'Delhi',
      serviceId: 'rental-agreement',
    });
    expect(kept!.sessionId).toMatch(/^erased:/);
    expect(JSON.stringify(kept)).not.toMatch(new RegExp(`${mobile}|Asha|asha@`));
    const [consultation] = await database.select().from(bookings).where(eq(bookings.id, consult.id));
    expect(consultation).toMatchObject({ accountId: null, contact: {}, feePaise: expert.fee * 100, totalPaise: consultationQuote(expert.fee).totalPaise });

    // The same number signs up afresh (its codes went with the account): nothing of the old account comes back.
    const again = await signIn(new Visitor(app), mobile);
    expect(again.id).not.toBe(account.id);
    expect(again.stats.orders).toBe(0);
  });
});
