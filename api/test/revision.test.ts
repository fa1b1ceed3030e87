/**
 * Asking for a revision (issue 25): the client, with a comment, within the offer's revision window
 * from the delivery (7 or 30 days here); it reopens Document Drafting, the status history keeps it,
 * and the expert sees the comment on the version. Then the corrected version is delivered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { ConsoleListSchema, ConsoleOrderSchema, OrderViewSchema, apiPaths } from '@nyaya/shared/api';
import { orderStatusHistory } from '../src/db/schema';
import { DAY, cast, completeStep, completeUntil, deliver, expertOfOffer, orderIdOf, placeOrder, uploadDraft, type Cast } from './draftSupport';
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

const DRAFTING = 4;
const DELIVERY = 6;
const ask = (visitor: Visitor, number: string, body: unknown) => visitor.write('POST', apiPaths.orderRevision(number), body);

/** An order whose version 1 was delivered at the clock's time. */
async function delivered(offerId = 'rental-agreement-1', expert = c.expert): Promise<string> {
  const { orderNumber } = await placeOrder(c, {}, offerId);
  await completeUntil({ expert }, orderNumber, DELIVERY);
  expect((await deliver(expert, orderNumber, 1)).statusCode).toBe(200);
  return orderNumber;
}

describe(`revisions (${dbLabel})`, () => {
  it('reopens Document Drafting with the comment; the expert sees it; the corrected version is delivered', async () => {
    const number = await delivered();
    c.clock.now += 2 * DAY;
    expectProblem(await ask(c.client, number, { version: 1, comment: ' \u200b\u202e ' }), 400, ['comment']);
    expectProblem(await ask(c.client, number, { version: 1 }), 400, ['comment']);
    expectProblem(await ask(c.client, number, { version: 1, comment: 'x'.repeat(2001) }), 400, ['comment']);
    for (const visitor of [c.expert, c.anotherClient, new Visitor(c.app)]) expectProblem(await ask(visitor, number, { version: 1, comment: 'Fix it' }), 404);

    const comment = 'Rent is ₹26,000, not ₹25,000. <b>Tenant</b>\u202e name: Anita Rao';
    const response = await ask(c.client, number, { version: 1, comment });
    expect(response.statusCode).toBe(200);
    const order = OrderViewSchema.parse(response.json());
    const said = 'Rent is ₹26,000, not ₹25,000. <b>Tenant</b> name: Anita Rao';
    expect(order.draft!.revision).toEqual({ comment: said, askedAt: new Date(c.clock.now).toISOString() });
    expect(order.tracking.map((step) => step.status)).toEqual(['completed', 'completed', 'completed', 'completed', 'active', 'pending', 'pending']);
    expect(order.tracking[DRAFTING]!.at).toBe(new Date(c.clock.now).toISOString());
    // Asked again with the same words (a lost answer): the same; other words: already asked.
    expect((await ask(c.client, number, { version: 1, comment })).json()).toEqual(order);
    expect(expectProblem(await ask(c.client, number, { version: 1, comment: 'And more' }), 409)).toMatchObject({ title: 'Revision already asked' });

    // The history keeps the first delivery and the reopening after it.
    const history = await c.app.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, await orderIdOf(c, number)))
      .orderBy(asc(orderStatusHistory.id));
    expect(history.at(-1)).toMatchObject({ step: DRAFTING, status: 'reopened', round: 1 });
    expect(history.filter((row) => row.status === 'completed' && row.step === DELIVERY)).toHaveLength(1);

    const page = ConsoleOrderSchema.parse((await c.expert.get(apiPaths.consoleOrder(number))).json());
    expect(page.currentStep).toBe(DRAFTING);
    expect(page.drafts[0]).toMatchObject({ version: 1, revision: { comment: said } });
    const item = ConsoleListSchema.parse((await c.expert.get(apiPaths.console)).json()).items.find((entry) => entry.reference === number);
    expect(item).toMatchObject({ status: 'active', currentStep: 'Document Drafting' });

    // The revised version 1 is not delivered again; a corrected version 2 is, through the steps again.
    expect((await uploadDraft(c.app, c.expert, number, samplePdf())).statusCode).toBe(201);
    await completeUntil(c, number, DELIVERY);
    expect(expectProblem(await completeStep(c.expert, number, DELIVERY), 409)).toMatchObject({ title: 'Draft not delivered' });
    expect(expectProblem(await deliver(c.expert, number, 1), 409)).toMatchObject({ title: 'Revision asked' });
    expect((await deliver(c.expert, number, 2)).statusCode).toBe(200);
    const after = OrderViewSchema.parse((await c.client.get(apiPaths.order(number))).json());
    expect(after.draft).toMatchObject({ version: 2, revision: null, deliveredAt: new Date(c.clock.now).toISOString() });
    expect(after.tracking.every((step) => step.status === 'completed')).toBe(true);
    expect(expectProblem(await ask(c.client, number, { version: 1, comment: 'Old one' }), 409)).toMatchObject({ title: 'Newer draft delivered' });
  });

  it('is open for the offer’s 7 days from delivery, to the millisecond, and then says the window closed', async () => {
    const start = c.clock.now;
    const late = await delivered();
    const inTime = await delivered();
    c.clock.now = start + 7 * DAY - 1;
    expect((await ask(c.client, inTime, { version: 1, comment: 'Add the parking clause' })).statusCode).toBe(200);
    c.clock.now = start + 7 * DAY;
    const closed = expectProblem(await ask(c.client, late, { version: 1, comment: 'Add the parking clause' }), 409);
    expect(closed).toMatchObject({ title: 'Revision window closed' });
    expect(closed.detail).toContain('7 days');
    expect(OrderViewSchema.parse((await c.client.get(apiPaths.order(late))).json()).draft!.revision).toBeNull();
    c.clock.now = start;
  });

  it('takes the window from the offer: 30 days for one that promises 30', async () => {
    const start = c.clock.now;
    const expert = await expertOfOffer(c, 'rental-agreement-3');
    const number = await delivered('rental-agreement-3', expert);
    expect(OrderViewSchema.parse((await c.client.get(apiPaths.order(number))).json()).draft).toMatchObject({ revisionDays: 30 });
    c.clock.now = start + 29 * DAY;
    expect((await ask(c.client, number, { version: 1, comment: 'Change the notice period' })).statusCode).toBe(200);
    c.clock.now = start;
  });

  it('has nothing to revise before a delivery', async () => {
    const { orderNumber } = await placeOrder(c);
    expect(expectProblem(await ask(c.client, orderNumber, { version: 1, comment: 'Fix' }), 409)).toMatchObject({ title: 'Draft not delivered' });
  });
});
