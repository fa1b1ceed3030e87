/**
 * Cancelling an order (issue 25): refunded in full through the payment provider before Expert
 * Review starts, by the published terms after (half the fee and its GST, the unspent rest in full),
 * not at all once a draft is delivered. The server computes the refund and refuses a figure the
 * screen did not show; a cancelled order cannot be moved on by the expert.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ConsoleListSchema, OrderViewSchema, WalletResponseSchema, accountPaths, apiPaths, type OrderView } from '@nyaya/shared/api';
import { draftJobs } from '../src/db/schema';
import { cast, completeStep, completeUntil, deliver, orderIdOf, placeOrder, uploadDraft, type Cast } from './draftSupport';
import { samplePdf } from './documentsSupport';
import { Visitor, dbLabel, expectProblem, testDatabase, type TestDatabase } from './support';

let db: TestDatabase;
let c: Cast;
beforeAll(async () => {
  db = await testDatabase();
  c = await cast(db);
});
afterAll(async () => {
  await c?.app.close();
  await db?.drop();
});

const cancel = (visitor: Visitor, number: string, refundPaise: unknown) => visitor.write('POST', apiPaths.cancelOrder(number), { refundPaise });
const paise = (order: OrderView, id: string) => Math.round(order.quote.lines.find((line) => line.id === id)!.amount * 100);
const read = async (number: string) => OrderViewSchema.parse((await c.client.get(apiPaths.order(number))).json());

describe(`cancelling orders (${dbLabel})`, () => {
  it('refunds everything before Expert Review starts, once, through the provider; the expert can do nothing more', async () => {
    const placed = await placeOrder(c);
    const total = Math.round(placed.quote.total * 100);
    expect(placed.cancel).toMatchObject({ share: 'full', paidPaise: total, refundPaise: total });
    expect(placed.cancellation).toBeNull();
    const number = placed.orderNumber;

    for (const visitor of [c.expert, c.anotherClient, new Visitor(c.app)]) expectProblem(await cancel(visitor, number, total), 404);
    expectProblem(await cancel(c.client, number, '1142'), 400, ['refundPaise']);
    const changed = expectProblem(await cancel(c.client, number, total - 1), 409);
    expect(changed).toMatchObject({ title: 'Refund changed', refundPaise: total });
    expect((await read(number)).cancellation).toBeNull();

    const response = await cancel(c.client, number, total);
    expect(response.statusCode).toBe(200);
    const cancelled = OrderViewSchema.parse(response.json());
    expect(cancelled.cancellation).toMatchObject({ share: 'full', refundPaise: total, cancelledAt: new Date(c.clock.now).toISOString() });
    expect(cancelled.cancellation!.reference).toMatch(/^test_rfnd_[A-Za-z0-9_-]{16}$/);
    expect(cancelled.cancel).toBeNull();
    // A retry: the same answer, no second refund.
    expect((await cancel(c.client, number, total)).json()).toEqual(cancelled);
    const wallet = WalletResponseSchema.parse((await c.client.get(accountPaths.wallet)).json());
    expect(wallet.transactions.filter((item) => item.orderNumber === number && item.kind === 'refund')).toEqual([
      expect.objectContaining({ amountPaise: total, at: cancelled.cancellation!.cancelledAt }),
    ]);

    // The expert's side: listed as cancelled, and every action refused.
    const item = ConsoleListSchema.parse((await c.expert.get(apiPaths.console)).json()).items.find((entry) => entry.reference === number);
    expect(item).toMatchObject({ status: 'cancelled', currentStep: null });
    expect(expectProblem(await completeStep(c.expert, number, 2), 409)).toMatchObject({ title: 'Order cancelled' });
    expect(expectProblem(await deliver(c.expert, number, 1), 409)).toMatchObject({ title: 'Order cancelled' });
    expect(expectProblem(await uploadDraft(c.app, c.expert, number, samplePdf()), 409)).toMatchObject({ title: 'Order cancelled' });
    expect((await read(number)).tracking[2]!.status).toBe('active');
    expect(
      await c.app.db
        .select()
        .from(draftJobs)
        .where(eq(draftJobs.orderId, await orderIdOf(c, number))),
    ).toEqual([]);
  });

  it('once Expert Review has started refunds half the fee and its GST and the stamp duty in full', async () => {
    const { orderNumber } = await placeOrder(c);
    await completeUntil(c, orderNumber, 3);
    const order = await read(orderNumber);
    const expected = Math.floor(paise(order, 'fee') / 2) + Math.floor(paise(order, 'gst') / 2) + paise(order, 'stamp-duty');
    expect(order.cancel).toMatchObject({ share: 'partial', refundPaise: expected });
    expect(order.cancel!.lines.find((line) => line.id === 'stamp-duty')).toMatchObject({ refundPaise: paise(order, 'stamp-duty') });
    // The screen showed the full refund before the expert moved on: refused, with the new figure.
    const total = Math.round(order.quote.total * 100);
    expect(expectProblem(await cancel(c.client, orderNumber, total), 409)).toMatchObject({ refundPaise: expected });
    const cancelled = OrderViewSchema.parse((await cancel(c.client, orderNumber, expected)).json());
    expect(cancelled.cancellation).toMatchObject({ share: 'partial', refundPaise: expected });
  });

  it('is refused once a draft is delivered, and after a revision too', async () => {
    const { orderNumber } = await placeOrder(c);
    await completeUntil(c, orderNumber, 6);
    expect((await deliver(c.expert, orderNumber, 1)).statusCode).toBe(200);
    expect((await read(orderNumber)).cancel).toBeNull();
    expect(expectProblem(await cancel(c.client, orderNumber, 0), 409)).toMatchObject({ title: 'Order delivered' });
    expect((await c.client.write('POST', apiPaths.orderRevision(orderNumber), { version: 1, comment: 'Change the rent' })).statusCode).toBe(200);
    expect((await read(orderNumber)).cancel).toBeNull();
    expectProblem(await cancel(c.client, orderNumber, 0), 409);
  });

  it('refunds once when the client cancels twice at the same moment (two tabs): both answers the same', async () => {
    const { orderNumber, quote } = await placeOrder(c);
    const total = Math.round(quote.total * 100);
    const [first, second] = await Promise.all([cancel(c.client, orderNumber, total), cancel(c.client, orderNumber, total)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual(first.json());
    const wallet = WalletResponseSchema.parse((await c.client.get(accountPaths.wallet)).json());
    expect(wallet.transactions.filter((item) => item.orderNumber === orderNumber && item.kind === 'refund')).toHaveLength(1);
  });

  it('takes turns with the expert: a cancel racing a step is refunded by the step the order really was at', async () => {
    const { orderNumber, quote } = await placeOrder(c);
    const total = Math.round(quote.total * 100);
    const [cancelled, step] = await Promise.all([cancel(c.client, orderNumber, total), completeStep(c.expert, orderNumber, 2)]);
    // Either the cancel came first (full refund, the step refused) or the step did (the full refund no longer holds).
    if (cancelled.statusCode === 200) expect(step.statusCode).toBe(409);
    else {
      expect(step.statusCode).toBe(200);
      expect(expectProblem(cancelled, 409)).toMatchObject({ title: 'Refund changed' });
    }
  });
});
