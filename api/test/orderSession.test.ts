/**
 * A browser's first order stores its new guest session in the order's own statement
 * (orders/place.ts): the cookie is set only for a session that was stored, its token is kept only
 * as a hash, and a statement that fails leaves neither the order nor the session behind.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { OrderViewSchema, apiPaths } from '@nyaya/shared/api';
import { notificationOutbox, notifications, orders, sessions } from '../src/db/schema';
import { orderFromRequest } from '../src/orders/order';
import { createOrderStore } from '../src/orders/store';
import { Visitor, dbLabel, newKey, order, signIn, testApp, testDatabase, type TestDatabase } from './support';

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

const sessionOfToken = async (token: string) =>
  (
    await app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, createHash('sha256').update(token).digest('base64url')))
  )[0];

describe(`a first order's session (${dbLabel})`, () => {
  it('is stored with the order: the cookie names a session kept as a hash, which owns the order and reads it', async () => {
    const visitor = new Visitor(app);
    const placed = await visitor.post(apiPaths.orders, order());
    expect(placed.statusCode).toBe(201);
    const token = visitor.cookie!.split('=')[1]!;
    const session = await sessionOfToken(token);
    expect(session).toMatchObject({ accountId: null, revokedAt: null });
    expect(session!.id).not.toContain(token);
    const [row] = await app.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, OrderViewSchema.parse(placed.json()).orderNumber));
    expect(row!.sessionId).toBe(session!.id);
    expect((await visitor.get(apiPaths.order(row!.orderNumber))).statusCode).toBe(200);
  });

  it('tells the assigned expert in the same statement, and the client too once signed in; one outbox row each', async () => {
    const visitor = new Visitor(app);
    const { id: accountId } = await signIn(visitor);
    const placed = await visitor.post(apiPaths.orders, order());
    expect(placed.statusCode).toBe(201);
    const { orderNumber } = OrderViewSchema.parse(placed.json());
    const told = await app.db
      .select({ accountId: notifications.accountId, kind: notifications.kind, data: notifications.data, outbox: notificationOutbox.id })
      .from(notifications)
      .innerJoin(notificationOutbox, eq(notificationOutbox.notificationId, notifications.id))
      .where(eq(notifications.subject, orderNumber));
    expect(told).toHaveLength(2);
    const [row] = await app.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(told.map(({ accountId: to, kind, data }) => ({ to, kind, data }))).toEqual(
      expect.arrayContaining([
        { to: accountId, kind: 'order-placed', data: { service: 'Rental Agreement Drafting', role: 'client' } },
        { to: row!.expertAccountId, kind: 'order-placed', data: { service: 'Rental Agreement Drafting', role: 'expert' } },
      ]),
    );
  });

  it('reads an order’s page with its session in one statement, by the session rule: touched when seen, over after a year', async () => {
    let clock = Date.parse('2026-11-29T10:00:00Z');
    const pinned = await testApp(db.database, { now: () => clock });
    try {
      const visitor = new Visitor(pinned);
      const { orderNumber } = OrderViewSchema.parse((await visitor.post(apiPaths.orders, order())).json());
      const token = visitor.cookie!.split('=')[1]!;
      clock += 10 * 60 * 1000;
      expect((await visitor.get(apiPaths.order(orderNumber))).statusCode).toBe(200);
      expect((await sessionOfToken(token))!.lastSeenAt.getTime()).toBe(clock);
      clock += 366 * 24 * 60 * 60 * 1000;
      expect((await visitor.get(apiPaths.order(orderNumber))).statusCode).toBe(404);
    } finally {
      await pinned.close();
    }
  });

  it('finds a browser’s session and its earlier order with the key in one statement; a dead cookie writes as a new guest', async () => {
    let clock = Date.parse('2026-11-29T10:00:00Z');
    const pinned = await testApp(db.database, { now: () => clock });
    try {
      const visitor = new Visitor(pinned);
      const key = newKey();
      const first = await visitor.post(apiPaths.orders, order(), key);
      expect(first.statusCode).toBe(201);
      const cookie = visitor.cookie;
      // The retry, with the cookie: the same order, no new session.
      const retry = await visitor.post(apiPaths.orders, order(), key);
      expect(retry.statusCode).toBe(200);
      expect(retry.json().orderNumber).toBe(first.json().orderNumber);
      expect(retry.cookies.find((item) => item.name === 'nyaya_session')).toBeUndefined();
      // A year and a day later the session is over: the same key is a new guest's first order.
      clock += 366 * 24 * 60 * 60 * 1000;
      const late = await visitor.post(apiPaths.orders, order(), key);
      expect(late.statusCode).toBe(201);
      expect(late.json().orderNumber).not.toBe(first.json().orderNumber);
      expect(visitor.cookie).not.toBe(cookie);
      // Signing in ends the guest session: its cookie, replayed, writes as a new guest too.
      const replay = new Visitor(pinned);
      replay.cookie = visitor.cookie;
      await signIn(visitor);
      const afterSignIn = await replay.post(apiPaths.orders, order(), key);
      expect(afterSignIn.statusCode).toBe(201);
      expect(afterSignIn.json().orderNumber).not.toBe(late.json().orderNumber);
    } finally {
      await pinned.close();
    }
  });

  it('is not stored when the order’s statement fails, and no cookie names it', async () => {
    const store = createOrderStore(app.db);
    const newSession = app.sessions.store.make(null, 'test');
    const { intent: _intent, description: _description, ...priced } = orderFromRequest(order());
    const payment = { provider: 'test', reference: 'test_ref', amountPaise: priced.totalPaise };
    // Paise are whole: the database refuses a fraction, and with it the whole statement.
    const broken = { ...priced, totalPaise: 0.5, sessionId: newSession.id, accountId: null, idempotencyKey: newKey(), payment };
    await expect(store.place(broken, newSession)).rejects.toThrow();
    expect(await sessionOfToken(newSession.token)).toBeUndefined();
    expect(await app.db.select().from(orders).where(eq(orders.sessionId, newSession.id))).toEqual([]);
    const stored = await store.place({ ...broken, totalPaise: priced.totalPaise }, newSession);
    expect(stored.created).toBe(true);
    expect((await sessionOfToken(newSession.token))?.id).toBe(newSession.id);
  });
});
