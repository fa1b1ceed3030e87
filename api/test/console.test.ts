/**
 * The expert's console (issue 25): what is assigned to an expert account, who may see it (the
 * assigned expert only; the client, another expert, another client and a guest get 404), and
 * completing steps: in order, once per Idempotency-Key, Delivery only once a draft is delivered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { BookingViewSchema, ConsoleListSchema, ConsoleOrderSchema, OrderViewSchema, apiPaths, type Account } from '@nyaya/shared/api';
import { expertTestMobileOf, experts, findExpertById } from '@nyaya/shared/data/experts';
import { expertForService } from '@nyaya/shared/data/marketplace/purchase';
import { findOfferListing } from '@nyaya/shared/data/marketplace/offers';
import { consultationQuote } from '@nyaya/shared/rules/consultation';
import { expertSlug } from '@nyaya/shared/rules/experts';
import { bookings, orderStatusHistory, orders } from '../src/db/schema';
import { Visitor, dbLabel, expectProblem, newKey, order, signIn, signInExpert, testApp, testDatabase, type TestDatabase } from './support';

/** The API's clock: 15 January 2030, 12:30 in India (consultations are booked for the next day). */
const NOW = Date.parse('2030-01-15T12:30:00+05:30');
const assignedExpert = expertForService('rental-agreement', { providerId: findOfferListing('rental-agreement-1')!.providerId, state: 'Delhi' });
const otherExpert = experts.find((expert) => expert.id !== assignedExpert.id && expert.id !== 'kavya-shenoy')!;

let db: TestDatabase;
let app: FastifyInstance;
/** Orders whose draft the stand-in for the drafts work says was delivered. */
const delivered = new Set<number>();
const client = { visitor: null as unknown as Visitor, account: null as unknown as Account };
let expert: Visitor, expertAccount: Account, anotherExpert: Visitor, anotherClient: Visitor;

beforeAll(async () => {
  db = await testDatabase();
  app = await testApp(db.database, { now: () => NOW, hasDeliveredDraft: async (_tx, id) => delivered.has(id) });
  client.visitor = new Visitor(app);
  client.account = await signIn(client.visitor);
  expert = new Visitor(app);
  expertAccount = await signInExpert(app, expert, assignedExpert.id);
  anotherExpert = new Visitor(app);
  await signInExpert(app, anotherExpert, otherExpert.id);
  anotherClient = new Visitor(app);
  await signIn(anotherClient);
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

async function placeOrder(): Promise<string> {
  const response = await client.visitor.post(apiPaths.orders, order());
  expect(response.statusCode).toBe(201);
  return OrderViewSchema.parse(response.json()).orderNumber;
}

const complete = (visitor: Visitor, number: string, body: unknown = {}, key: string | null = newKey()) =>
  visitor.send('POST', apiPaths.consoleOrderSteps(number), { body, ...(key ? { key } : {}) });

async function completedSteps(number: string) {
  const [row] = await db.database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, number));
  const rows = await db.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, row!.id)).orderBy(asc(orderStatusHistory.id));
  return { id: row!.id, steps: rows.filter((entry) => entry.status === 'completed').map((entry) => entry.step) };
}

describe(`the console (${dbLabel})`, () => {
  it('signs the experts in with their test numbers, as expert accounts', () => {
    expect(expertAccount).toMatchObject({ role: 'expert', mobile: expertTestMobileOf(assignedExpert.id), name: findExpertById(assignedExpert.id)!.name });
    expect(client.account.role).toBe('client');
  });

  it('stores the assigned expert’s account on orders and the booked expert’s on consultations', async () => {
    const number = await placeOrder();
    const [row] = await db.database.db.select().from(orders).where(eq(orders.orderNumber, number));
    expect(row!.expertAccountId).toBe(expertAccount.id);
    const response = await client.visitor.post(apiPaths.bookings, {
      expertSlug: expertSlug(assignedExpert.name),
      mode: 'video',
      slotStart: '2030-01-16T15:00:00+05:30',
      contact: { name: 'Asha Verma', mobile: '9876543210' },
      payment: { provider: 'test', amountPaise: consultationQuote(findExpertById(assignedExpert.id)!.fee).totalPaise },
    });
    expect(response.statusCode).toBe(201);
    const booking = BookingViewSchema.parse(response.json());
    const [stored] = await db.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(stored!.expertAccountId).toBe(expertAccount.id);

    const list = ConsoleListSchema.parse((await expert.get(apiPaths.console)).json()).items;
    expect(list.slice(0, 2).map((item) => [item.kind, item.reference])).toEqual([
      ['consultation', booking.reference],
      ['order', number],
    ]);
    expect(list[0]).toMatchObject({ status: 'active', mode: 'video', slotStart: '2030-01-16T15:00:00+05:30', clientName: 'Asha Verma', unread: 0 });
    // The expert joins the very room the client was given.
    expect(booking.meetingUrl).toMatch(/^https:\/\//);
    expect(list[0]!.meetingUrl).toBe(booking.meetingUrl);
    expect(list[1]).toMatchObject({ title: 'Rental Agreement Drafting', status: 'active', currentStep: 'Document Collection', unread: 0, meetingUrl: null });
    await client.visitor.send('POST', apiPaths.cancelBooking(booking.id), { key: newKey() });
    const afterCancel = ConsoleListSchema.parse((await expert.get(apiPaths.console)).json()).items;
    expect(afterCancel.find((item) => item.reference === booking.reference)).toMatchObject({ status: 'cancelled', meetingUrl: null });
    expect(ConsoleListSchema.parse((await anotherExpert.get(apiPaths.console)).json()).items.some((item) => item.reference === number)).toBe(false);
  });

  it('shows an order to its assigned expert only: the client, another expert, another client and a guest get 404', async () => {
    const number = await placeOrder();
    const view = ConsoleOrderSchema.parse((await expert.get(apiPaths.consoleOrder(number))).json());
    expect(view).toMatchObject({
      orderNumber: number,
      serviceName: 'Rental Agreement Drafting',
      client: { name: 'Asha Verma', mobile: '9876543210' },
      currentStep: 2,
    });
    expect(view.intake).toEqual(order().intake);
    for (const visitor of [client.visitor, anotherExpert, anotherClient, new Visitor(app)]) {
      expectProblem(await visitor.get(apiPaths.consoleOrder(number)), 404);
      expectProblem(await complete(visitor, number), 404);
    }
    for (const visitor of [client.visitor, anotherClient, new Visitor(app)]) expectProblem(await visitor.get(apiPaths.console), 404);
    expect((await completedSteps(number)).steps).toEqual([0, 1]);
    // The order stays the client's own; an expert does not read it through the client's paths.
    expect((await client.visitor.get(apiPaths.order(number))).statusCode).toBe(200);
    expectProblem(await expert.get(apiPaths.order(number)), 404);
    expectProblem(await expert.get(apiPaths.consoleOrder('ORD-not-one')), 404);
  });

  it('completes the steps in order, each with its time and by the expert; Delivery waits for a delivered draft', async () => {
    const number = await placeOrder();
    const titles: string[] = [];
    for (const step of [2, 3, 4, 5]) {
      const response = await complete(expert, number, { step });
      expect(response.statusCode).toBe(200);
      const view = ConsoleOrderSchema.parse(response.json());
      expect(view.currentStep).toBe(step + 1);
      expect(view.steps[step]).toMatchObject({ status: 'completed', completedBy: 'expert' });
      expect(Date.parse(view.steps[step]!.at!)).not.toBeNaN();
      titles.push(view.steps[step]!.title);
    }
    expect(titles).toEqual(['Document Collection', 'Expert Review', 'Document Drafting', 'Quality Check']);
    const refused = expectProblem(await complete(expert, number), 409);
    expect(refused).toMatchObject({ title: 'Draft not delivered' });
    expect(refused.detail).toContain('draft');
    expect((await completedSteps(number)).steps).toEqual([0, 1, 2, 3, 4, 5]);

    // The client's tracking reads the same history: six steps done, Delivery current.
    const tracking = OrderViewSchema.parse((await client.visitor.get(apiPaths.order(number))).json()).tracking;
    expect(tracking.map((step) => step.status)).toEqual(['completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'active']);

    delivered.add((await completedSteps(number)).id);
    const done = ConsoleOrderSchema.parse((await complete(expert, number, { step: 6 })).json());
    expect(done.currentStep).toBeNull();
    expect(done.steps.every((step) => step.status === 'completed')).toBe(true);
    expect(done.steps.slice(0, 2).map((step) => step.completedBy)).toEqual(['nyaya', 'nyaya']);
    expect(expectProblem(await complete(expert, number), 409)).toMatchObject({ title: 'Order completed' });
    const list = ConsoleListSchema.parse((await expert.get(apiPaths.console)).json()).items;
    expect(list.find((item) => item.reference === number)).toMatchObject({ status: 'completed', currentStep: null });
  });

  it('answers a retry with the same key the same, moving the order on once', async () => {
    const number = await placeOrder();
    const key = newKey();
    const [first, ...racing] = await Promise.all([1, 2, 3, 4].map(() => complete(expert, number, { step: 2 }, key)));
    for (const response of [first!, ...racing]) expect(response.statusCode).toBe(200);
    const again = await complete(expert, number, { step: 2 }, key);
    expect(again.json()).toEqual(first!.json());
    expect(ConsoleOrderSchema.parse(again.json()).currentStep).toBe(3);
    expect((await completedSteps(number)).steps).toEqual([0, 1, 2]);
    // The same key for another step is refused; a stale screen's step is 409 and changes nothing.
    expectProblem(await complete(expert, number, { step: 3 }, key), 422);
    expect(expectProblem(await complete(expert, number, { step: 2 }), 409)).toMatchObject({ title: 'Step already completed' });
    expect((await completedSteps(number)).steps).toEqual([0, 1, 2]);
  });

  it('needs an Idempotency-Key and a well-formed body', async () => {
    const number = await placeOrder();
    expectProblem(await complete(expert, number, {}, null), 400, ['Idempotency-Key']);
    expectProblem(await complete(expert, number, { step: 'next' }), 400, ['step']);
    expectProblem(await complete(expert, number, { step: 2, status: 'completed' }), 400, ['status']);
    expect((await completedSteps(number)).steps).toEqual([0, 1]);
  });
});
