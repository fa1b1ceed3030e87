/**
 * Money moves once per purchase: a retry of a placed order or a made booking is answered from what
 * was stored without a second charge, a slot already taken is refused before any charge, and a
 * slot lost in a race after the charge is refunded in full at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiPaths, type CreateBookingRequest } from '@nyaya/shared/api';
import { experts } from '@nyaya/shared/data/experts';
import { consultationQuote } from '@nyaya/shared/rules/consultation';
import { expertSlug } from '@nyaya/shared/rules/experts';
import type { Expert } from '@nyaya/shared/types';
import { testGateway, type PaymentGateway } from '../src/payment/gateway';
import { Visitor, dbLabel, expectProblem, newKey, order, testApp, testDatabase, type TestDatabase } from './support';

/** The API's clock: 15 January 2030, 12:30 in India. */
const NOW = Date.parse('2030-01-15T12:30:00+05:30');
const available = experts.filter((expert) => expert.status === 'available')[3] as Expert;

/** The test gateway, counting; while `hold` is set, charges wait until that many are waiting (a race). */
function countingGateway() {
  const charges: string[] = [];
  const refunds: { amountPaise: number; idempotencyKey: string }[] = [];
  let waiting: (() => void)[] = [];
  const gateway: PaymentGateway & { hold: number } = {
    id: 'test',
    hold: 0,
    async charge(request) {
      charges.push(request.idempotencyKey);
      if (gateway.hold > 0) {
        await new Promise<void>((release) => {
          waiting.push(release);
          if (waiting.length >= gateway.hold) {
            for (const go of waiting) go();
            waiting = [];
          }
        });
      }
      return testGateway.charge(request);
    },
    async refund(request) {
      refunds.push({ amountPaise: request.amountPaise, idempotencyKey: request.idempotencyKey });
      return testGateway.refund(request);
    },
  };
  return { gateway, charges, refunds };
}

const money = countingGateway();
let db: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  db = await testDatabase();
  app = await testApp(db.database, { now: () => NOW, gateway: money.gateway });
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

const booking = (slotStart: string): CreateBookingRequest => ({
  expertSlug: expertSlug(available.name),
  mode: 'video',
  slotStart,
  contact: { name: 'Ravi Kumar', mobile: '9123456780' },
  payment: { provider: 'test', amountPaise: consultationQuote(available.fee).totalPaise },
});

describe(`money moves once per purchase (${dbLabel})`, () => {
  it('charges an order once, however often its request is sent again', async () => {
    const visitor = new Visitor(app);
    const key = newKey();
    const before = money.charges.length;
    const first = await visitor.send('POST', apiPaths.orders, { body: order(), key });
    expect(first.statusCode).toBe(201);
    for (let retry = 0; retry < 3; retry += 1) {
      const again = await visitor.send('POST', apiPaths.orders, { body: order(), key });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
    }
    expect(money.charges.length - before).toBe(1);
    // The same key for another order is refused, and charges nothing either.
    expectProblem(await visitor.send('POST', apiPaths.orders, { body: order({ state: 'Karnataka' }), key }), 422);
    expect(money.charges.length - before).toBe(1);
  });

  it('charges a booking once, however often its request is sent again', async () => {
    const visitor = new Visitor(app);
    const key = newKey();
    const before = money.charges.length;
    const first = await visitor.send('POST', apiPaths.bookings, { body: booking('2030-01-16T10:00:00+05:30'), key });
    expect(first.statusCode).toBe(201);
    const again = await visitor.send('POST', apiPaths.bookings, { body: booking('2030-01-16T10:00:00+05:30'), key });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(money.charges.length - before).toBe(1);
  });

  it('keeps one payment when retries of one purchase race: any other charge is given back in full', async () => {
    const visitor = new Visitor(app);
    // A session first, as a browser has by then: otherwise each racing request would be a new guest.
    await visitor.post(apiPaths.orders, order());
    const before = { charges: money.charges.length, refunds: money.refunds.length };
    const key = newKey();
    const bookings = await Promise.all([1, 2, 3, 4, 5].map(() => visitor.send('POST', apiPaths.bookings, { body: booking('2030-01-16T13:00:00+05:30'), key })));
    expect(bookings.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    const orderKey = newKey();
    const orders = await Promise.all([1, 2, 3, 4, 5].map(() => visitor.send('POST', apiPaths.orders, { body: order(), key: orderKey })));
    expect(orders.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    // Two purchases: whatever raced, exactly two payments are kept.
    const charged = money.charges.length - before.charges;
    const refunded = money.refunds.slice(before.refunds);
    expect(charged - refunded.length).toBe(2);
    for (const refund of refunded) expect(refund.idempotencyKey).toMatch(/^duplicate:(booking|order):/);
  });

  it('refuses a slot already taken before charging anything', async () => {
    const slot = '2030-01-16T11:00:00+05:30';
    expect((await new Visitor(app).send('POST', apiPaths.bookings, { body: booking(slot), key: newKey() })).statusCode).toBe(201);
    const before = money.charges.length;
    const refused = expectProblem(await new Visitor(app).send('POST', apiPaths.bookings, { body: booking(slot), key: newKey() }), 409);
    expect(refused).toMatchObject({ title: 'Slot taken' });
    expect(refused.detail).toContain('Nothing was charged.');
    expect(money.charges.length).toBe(before);
  });

  it('refunds in full at once the one who loses a race for a slot after paying', async () => {
    const slot = '2030-01-16T12:00:00+05:30';
    const before = { charges: money.charges.length, refunds: money.refunds.length };
    money.gateway.hold = 2;
    try {
      const answers = await Promise.all(
        [new Visitor(app), new Visitor(app)].map((visitor) => visitor.send('POST', apiPaths.bookings, { body: booking(slot), key: newKey() })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      const lost = answers.find((answer) => answer.statusCode === 409)!.json() as { detail: string };
      const total = consultationQuote(available.fee).totalPaise;
      expect(lost.detail).toContain('was refunded in full');
      expect(money.charges.length - before.charges).toBe(2);
      expect(money.refunds.slice(before.refunds)).toEqual([{ amountPaise: total, idempotencyKey: expect.stringMatching(/^slot-taken:booking:/) }]);
    } finally {
      money.gateway.hold = 0;
    }
  });
});
