/**
 * Notifications through the API (issue 25): a completed step notifies the client in the same
 * transaction (and a failure takes both back), the list is the signed-in user's own, newest
 * first and paginated, one or all are marked read on the server, and nobody reaches another
 * user's notification.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import { UnreadCountSchema, notificationPaths } from '@nyaya/shared/api';
import { notificationOutbox, notifications, orderStatusHistory, orders } from '../src/db/schema';
import { recordEvent } from '../src/notifications/events';
import { Visitor, dbLabel, expectProblem, signIn, testApp, testDatabase, type TestDatabase } from './support';
import { completeStep, listOf, parties, placeOrder, type Parties } from './notificationsSupport';

let db: TestDatabase;
let app: FastifyInstance;
let the: Parties;

beforeAll(async () => {
  db = await testDatabase();
  app = await testApp(db.database);
  the = await parties(app, 'Maharashtra');
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

const stepsOf = async (number: string) => {
  const [order] = await db.database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, number));
  // Ordered: PostgreSQL returns rows in whatever order they sit (an updated row moves).
  const rows = await db.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order!.id)).orderBy(asc(orderStatusHistory.step));
  return rows.filter((row) => row.status === 'completed').map((row) => row.step);
};
const notificationsAbout = (number: string) => db.database.db.select().from(notifications).where(eq(notifications.subject, number));
/** The step notifications of an order (placing it notified both parties already). */
const stepNotes = async (number: string) => (await notificationsAbout(number)).filter((row) => row.kind === 'step-completed');

/** Notifications for a fresh account, written straight through recordEvent (as the other features will). */
async function accountWith(count: number) {
  const visitor = new Visitor(app);
  const account = await signIn(visitor);
  for (let index = 0; index < count; index += 1) {
    await db.database.db.transaction((tx) =>
      recordEvent(tx, {
        kind: 'step-completed',
        recipientAccountId: account.id,
        subject: { type: 'order', reference: `ORDPAGE${String(index).padStart(5, '0')}` },
        data: { step: 2, title: 'Document Collection' },
      }),
    );
  }
  return { visitor, account };
}

describe(`notifications (${dbLabel})`, () => {
  it('records the client’s notification and its outbox row with the completed step, and nothing for the expert', async () => {
    const number = await placeOrder(the);
    expect((await completeStep(the.expert, number, 2)).statusCode).toBe(200);
    const [row, ...more] = await stepNotes(number);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      accountId: the.clientAccount.id,
      kind: 'step-completed',
      subjectType: 'order',
      data: { step: 2, title: 'Document Collection' },
    });
    expect(await db.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.notificationId, row!.id))).toHaveLength(1);

    const list = await listOf(the.client);
    expect(list.items[0]).toMatchObject({ kind: 'step-completed', subject: { type: 'order', reference: number }, read: false });
    expect(list.unread).toBeGreaterThanOrEqual(1);
    expect((await listOf(the.expert)).items.some((item) => item.subject.reference === number && item.kind === 'step-completed')).toBe(false);
  });

  it('rolls the step and its notification back together when the notification cannot be written', async () => {
    const number = await placeOrder(the);
    // A constraint that refuses this order's notification only: the step's transaction must fail whole.
    const name = `t_refuse_${number.toLowerCase()}`;
    await db.database.db.execute(sql.raw(`ALTER TABLE notifications ADD CONSTRAINT ${name} CHECK (subject <> '${number}') NOT VALID`));
    try {
      expectProblem(await completeStep(the.expert, number, 2), 500);
    } finally {
      await db.database.db.execute(sql.raw(`ALTER TABLE notifications DROP CONSTRAINT ${name}`));
    }
    expect(await stepsOf(number)).toEqual([0, 1]);
    expect(await stepNotes(number)).toEqual([]);
    // Nothing was half done: the same step completes now, with its notification.
    expect((await completeStep(the.expert, number, 2)).statusCode).toBe(200);
    expect(await stepsOf(number)).toEqual([0, 1, 2]);
    expect(await stepNotes(number)).toHaveLength(1);
  });

  it('leaves no notification or outbox row when the caller’s transaction rolls back', async () => {
    const reference = 'ORDROLLBACK1';
    await expect(
      db.database.db.transaction(async (tx) => {
        await recordEvent(tx, { kind: 'draft-delivered', recipientAccountId: the.clientAccount.id, subject: { type: 'order', reference }, data: {} });
        throw new Error('the cause failed after the event was written');
      }),
    ).rejects.toThrow('the cause failed');
    expect(await notificationsAbout(reference)).toEqual([]);
  });

  it('refuses data that does not fit the kind, and records nothing for an order without an account', async () => {
    await expect(
      db.database.db.transaction((tx) =>
        recordEvent(tx, {
          kind: 'step-completed',
          recipientAccountId: the.clientAccount.id,
          subject: { type: 'order', reference: 'ORDBADDATA01' },
          data: { step: -1 } as never,
        }),
      ),
    ).rejects.toThrow();
    expect(await notificationsAbout('ORDBADDATA01')).toEqual([]);
    const recorded = await db.database.db.transaction((tx) =>
      recordEvent(tx, { kind: 'draft-delivered', recipientAccountId: null, subject: { type: 'order', reference: 'ORDGUEST0001' }, data: {} }),
    );
    expect(recorded).toBeNull();
  });

  it('lists newest first, a page at a time, with no gap or repeat', async () => {
    const { visitor } = await accountWith(25);
    const first = await listOf(visitor);
    expect(first.items).toHaveLength(20);
    expect(first.unread).toBe(25);
    expect(first.items[0]!.subject.reference).toBe('ORDPAGE00024');
    const second = await listOf(visitor, { before: first.nextBefore! });
    expect(second.items).toHaveLength(5);
    expect(second.nextBefore).toBeNull();
    const references = [...first.items, ...second.items].map((item) => item.subject.reference);
    expect(references).toEqual(Array.from({ length: 25 }, (_, index) => `ORDPAGE${String(24 - index).padStart(5, '0')}`));
    expect((await listOf(visitor, { limit: 3 })).items).toHaveLength(3);
  });

  it('marks one read, and Mark All Read up to what the screen showed, kept on the server', async () => {
    const { visitor, account } = await accountWith(3);
    const [newest, middle] = (await listOf(visitor)).items;
    const once = await visitor.send('POST', notificationPaths.read(middle!.id));
    expect(UnreadCountSchema.parse(once.json())).toEqual({ unread: 2 });
    expect(UnreadCountSchema.parse((await visitor.send('POST', notificationPaths.read(middle!.id))).json())).toEqual({ unread: 2 });

    // One arrives after the screen was drawn: Mark All Read up to `newest` leaves it unread.
    await db.database.db.transaction((tx) =>
      recordEvent(tx, { kind: 'draft-delivered', recipientAccountId: account.id, subject: { type: 'order', reference: 'ORDLATE00001' }, data: {} }),
    );
    const all = await visitor.send('POST', notificationPaths.readAll, { body: { upTo: newest!.id } });
    expect(UnreadCountSchema.parse(all.json())).toEqual({ unread: 1 });
    const after = await listOf(visitor);
    expect(after.items.map((item) => [item.subject.reference, item.read])).toEqual([
      ['ORDLATE00001', false],
      ['ORDPAGE00002', true],
      ['ORDPAGE00001', true],
      ['ORDPAGE00000', true],
    ]);
    expect(UnreadCountSchema.parse((await visitor.get(notificationPaths.unread)).json())).toEqual({ unread: 1 });
    expect(UnreadCountSchema.parse((await visitor.send('POST', notificationPaths.readAll, { body: {} })).json())).toEqual({ unread: 0 });
  });

  it('keeps each user to their own: another user’s notification is 404, a guest is 401', async () => {
    const { visitor: owner } = await accountWith(1);
    const [mine] = (await listOf(owner)).items;
    const { visitor: other } = await accountWith(0);
    expectProblem(await other.send('POST', notificationPaths.read(mine!.id)), 404);
    expect((await listOf(other)).items).toEqual([]);
    // Mark All Read of another user does not touch this one.
    await other.send('POST', notificationPaths.readAll, { body: { upTo: mine!.id } });
    expect((await listOf(owner)).items[0]!.read).toBe(false);
    const guest = new Visitor(app);
    expectProblem(await guest.get(notificationPaths.list()), 401);
    expectProblem(await guest.get(notificationPaths.unread), 401);
    expectProblem(await guest.send('POST', notificationPaths.read(mine!.id)), 401);
    expectProblem(await guest.send('POST', notificationPaths.readAll, { body: {} }), 401);
    expect((await listOf(owner)).items[0]!.read).toBe(false);
  });

  it('answers hostile ids, cursors and bodies with 400 or 404, never 500', async () => {
    const { visitor } = await accountWith(1);
    for (const id of ['0', '-1', '1e3', '01', '99999999999999999999', 'abc', '١٢', '1%00', "1' OR '1'='1"]) {
      expectProblem(await visitor.send('POST', `/api/v1/notifications/${encodeURIComponent(id)}/read`), 404);
    }
    for (const query of ['before=abc', 'before=-5', 'before=99999999999999999999', 'limit=0', 'limit=51', 'limit=1.5', 'limit=', 'before=1&before=2']) {
      expectProblem(await visitor.get(`/api/v1/notifications?${query}`), 400);
    }
    expectProblem(await visitor.send('POST', notificationPaths.readAll, { body: { upTo: 'all' } }), 400, ['upTo']);
    expectProblem(await visitor.send('POST', notificationPaths.readAll, { body: { upTo: '1', everyone: true } }), 400);
    expectProblem(await visitor.send('POST', notificationPaths.readAll, { body: '[' }), 400);
    expect((await listOf(visitor)).unread).toBe(1);
  });
});
