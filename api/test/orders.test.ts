import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { OrderListSchema, OrderViewSchema, apiPaths } from '@nyaya/shared/api';
import { priceQuote, SELECTED_PROVIDER } from '@nyaya/shared/rules/marketplace/purchase';
import { findLegalService } from '@nyaya/shared/data/marketplace/services';
import { findOfferListing } from '@nyaya/shared/data/marketplace/offers';
import { expertForService } from '@nyaya/shared/data/marketplace/purchase';
import { eq } from 'drizzle-orm';
import { orderStatusHistory, orders } from '../src/db/schema';
import { Visitor, dbLabel, expectProblem, newKey, order, rentalIntake, testApp, testDatabase, type TestDatabase } from './support';

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

describe(`orders (${dbLabel})`, () => {
  it('creates an order priced by the server from the catalogue, 201, and sets a session cookie', async () => {
    const visitor = new Visitor(app);
    const response = await visitor.post(apiPaths.orders, order({ intake: rentalIntake }));
    expect(response.statusCode).toBe(201);
    const cookie = response.cookies.find((item) => item.name === 'nyaya_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    const view = OrderViewSchema.parse(response.json());
    expect(view.orderNumber).toMatch(/^ORD[A-Z0-9]{9}$/);
    expect(view.quote).toEqual(priceQuote(findOfferListing('rental-agreement-1'), findLegalService('rental-agreement')!, { state: 'Delhi' }));
    // Fee, GST, Delhi's stamp duty; delivered digitally, so no courier.
    expect(view.quote.total).toBe(1042.82);
    expect(view).toMatchObject({
      providerName: 'LegalDocs Pro',
      estimatedDelivery: '24 hours',
      offerId: 'rental-agreement-1',
      serviceName: 'Rental Agreement Drafting',
      autoAssigned: false,
    });
    // LegalDocs Pro's own lawyer in Delhi, the document's state, and the card names the firm.
    expect(view.expert).toEqual(expertForService('rental-agreement', { providerId: 'legaldocs-pro', state: 'Delhi' }));
    expect(view.expert).toMatchObject({ id: 'karan-malhotra', firm: 'LegalDocs Pro' });
    expect(view.intake).toEqual(rentalIntake);
    expect(view.contact).toEqual({ name: 'Asha Verma', mobile: '9876543210' });
  });

  it('prices an order without an offer at the generic Selected Provider', async () => {
    const response = await new Visitor(app).post(apiPaths.orders, order({ serviceId: 'affidavit', offerId: undefined, state: undefined }));
    expect(response.statusCode).toBe(201);
    const view = OrderViewSchema.parse(response.json());
    expect(view).toMatchObject({ offerId: null, providerName: SELECTED_PROVIDER.name, estimatedDelivery: SELECTED_PROVIDER.deliveryTime, state: null });
    expect(view.quote).toEqual(priceQuote(undefined, findLegalService('affidavit')!));
    expect(view.quote.stampDutyIncluded).toBe(false);
  });

  it('assigns an order to the chosen provider’s own expert: QuickDraft Legal’s lawyer for a QuickDraft rental', async () => {
    const response = await new Visitor(app).post(apiPaths.orders, order({ offerId: 'rental-agreement-2', state: 'Maharashtra' }));
    expect(response.statusCode).toBe(201);
    const view = OrderViewSchema.parse(response.json());
    expect(view.providerName).toBe('QuickDraft Legal');
    expect(view.expert).toMatchObject({ id: 'nikita-joshi', name: 'Adv. Nikita Joshi', firm: 'QuickDraft Legal', specialization: 'Property Law' });
    // The browser cannot choose the expert: anything extra in the request is refused.
    const forged = await new Visitor(app).post(apiPaths.orders, { ...order({ offerId: 'rental-agreement-2' }), expert: { id: 'priya-sharma' } });
    expectProblem(forged, 400);
  });

  it('assigns each affidavit provider’s own notary, preferring the document’s state', async () => {
    const assigned = async (offerId: string, state: 'Delhi' | 'Telangana' | 'West Bengal') =>
      OrderViewSchema.parse((await new Visitor(app).post(apiPaths.orders, order({ serviceId: 'affidavit', offerId, state }))).json()).expert;
    expect(await assigned('affidavit-wala', 'Delhi')).toMatchObject({ id: 'mohan-gupta', firm: 'AffidavitWala' });
    expect(await assigned('notary-express', 'Delhi')).toMatchObject({ id: 'yogesh-pawar', firm: 'Notary Express' });
    expect(await assigned('estamp-legal-hub', 'Telangana')).toMatchObject({ id: 'sravani-goud', firm: 'e-Stamp Legal Hub' });
    expect(await assigned('estamp-legal-hub', 'West Bengal')).toMatchObject({ id: 'debashree-sen', firm: 'e-Stamp Legal Hub' });
  });

  it('still reads an order stored before experts had firms', async () => {
    const visitor = new Visitor(app);
    const created = OrderViewSchema.parse((await visitor.post(apiPaths.orders, order())).json());
    const { firm: _firm, ...before } = created.expert;
    await db.database.db.update(orders).set({ expert: before }).where(eq(orders.orderNumber, created.orderNumber));
    const read = OrderViewSchema.parse((await visitor.get(apiPaths.order(created.orderNumber))).json());
    expect(read.expert).toEqual(before);
  });

  it('marks the cookie Secure when the proxy says the browser used HTTPS', async () => {
    const response = await new Visitor(app).send('POST', apiPaths.orders, { body: order(), key: newKey(), headers: { 'x-forwarded-proto': 'https' } });
    expect(response.cookies.find((item) => item.name === 'nyaya_session')?.secure).toBe(true);
  });

  it('takes no price from the browser: a price field is refused, by name', async () => {
    const response = await new Visitor(app).post(apiPaths.orders, { ...order(), price: 1, total: 1 });
    expectProblem(response, 400, ['price', 'total']);
  });

  it.each([
    ['an unknown offer', { offerId: 'no-such-offer' }, ['offerId']],
    ["another service's offer", { offerId: 'sale-deed-1' }, ['offerId']],
    ['an unknown service', { serviceId: 'no-such-service' }, ['serviceId']],
    ['a 9-digit mobile', { contact: { name: 'Asha', mobile: '987654321' } }, ['contact.mobile']],
    ['a budget of 1e308', { autoAssign: { budget: 1e308 } }, ['autoAssign.budget']],
    ['a budget below the offer price', { offerId: 'rental-agreement-3', autoAssign: { budget: 1000, timeline: 'urgent' } }, ['autoAssign.budget']],
    ['a hostile offer id', { offerId: '<script>alert(1)</script>' }, ['offerId']],
  ] as const)('refuses %s with a 400 naming the field', async (_what, overrides, fields) => {
    const response = await new Visitor(app).post(apiPaths.orders, order(overrides as never));
    expectProblem(response, 400, [...fields]);
  });

  it('refuses an Auto Assign order without its intake: every order goes through the form (400)', async () => {
    const visitor = new Visitor(app);
    const { intake: _omitted, ...withoutIntake } = order({ offerId: 'rental-agreement-3', autoAssign: { budget: 5000 } });
    const problem = expectProblem(await visitor.post(apiPaths.orders, withoutIntake), 400);
    expect(problem.detail).toBe('Rental Agreement Drafting needs its details before it can be ordered; none were sent.');
    expect(problem.errors?.map((error) => error.field)).toEqual(
      expect.arrayContaining(['intake.landlordName', 'intake.monthlyRent', 'intake.securityDeposit']),
    );
    expect(problem.errors?.every((error) => error.field.startsWith('intake.'))).toBe(true);
    expect((await visitor.get(apiPaths.orders)).json()).toEqual({ orders: [] });
  });

  it('refuses an Auto Assign order whose total is over the budget, naming the total and the budget', async () => {
    // Premium Legal Associates' fee is ₹1,299; for Delhi the total is ₹1,632.82 (fee, GST, stamp duty).
    const visitor = new Visitor(app);
    const atFee = expectProblem(await visitor.post(apiPaths.orders, order({ offerId: 'rental-agreement-3', autoAssign: { budget: 1299 } })), 400, [
      'autoAssign.budget',
    ]);
    expect(atFee.errors?.[0]?.message).toBe(
      'The total of ₹1,632.82 (fee, GST and stamp duty) is over the Auto Assign budget of ₹1,299; Auto Assign never goes over it.',
    );
    // A paper copy adds the courier: the same budget that covered the digital copy no longer does.
    const paper = order({ offerId: 'rental-agreement-3', delivery: 'paper', autoAssign: { budget: 1632.82 } });
    const courier = expectProblem(await visitor.post(apiPaths.orders, paper), 400, ['autoAssign.budget']);
    expect(courier.errors?.[0]?.message).toBe(
      'The total of ₹1,732.82 (fee, GST, stamp duty and courier) is over the Auto Assign budget of ₹1,632.82; Auto Assign never goes over it.',
    );
    expect((await visitor.get(apiPaths.orders)).json()).toEqual({ orders: [] });
  });

  it('accepts an Auto Assign order whose total is exactly the budget, with its intake, and keeps the budget', async () => {
    const response = await new Visitor(app).post(
      apiPaths.orders,
      order({ offerId: 'rental-agreement-3', autoAssign: { budget: 1632.82, timeline: 'flexible' } }),
    );
    expect(response.statusCode).toBe(201);
    const view = OrderViewSchema.parse(response.json());
    expect(view.quote.total).toBe(1632.82);
    expect(view).toMatchObject({ autoAssigned: true, budget: 1632.82, timeline: 'flexible', providerName: 'Premium Legal Associates', intake: rentalIntake });
  });

  it("checks the intake with the service's own form, naming each field", async () => {
    const response = await new Visitor(app).post(
      apiPaths.orders,
      order({ intake: { ...rentalIntake, monthlyRent: '-5', startDate: '2026-02-30', tenantName: '   ' } }),
    );
    const problem = expectProblem(response, 400, ['intake.monthlyRent', 'intake.startDate', 'intake.tenantName']);
    expect(problem.errors?.find((error) => error.field === 'intake.tenantName')?.message).toBe("Enter the tenant's name.");
  });

  it('takes no order for a chat or call consultation: those are booked with the expert (400, where to book)', async () => {
    const intake = { topic: 'Property and tenancy', question: 'Can my landlord keep the deposit?', language: 'Hindi' };
    for (const [serviceId, offerId, path] of [
      ['chat-consultation', 'lexconnect-chat', '/lawyer-profile/adv.-nandini-rao/book?mode=chat'],
      ['chat-consultation', undefined, '/lawyer-profile/adv.-nandini-rao/book?mode=chat'],
      ['call-consultation', 'callcounsel', '/lawyer-profile/adv.-alok-tripathi/book?mode=call'],
    ] as const) {
      const visitor = new Visitor(app);
      const problem = expectProblem(await visitor.post(apiPaths.orders, order({ serviceId, ...(offerId ? { offerId } : {}), intake, state: undefined })), 400, [
        'serviceId',
      ]);
      expect(problem.detail).toBe(`Book this consultation at ${path}.`);
      expect((await visitor.get(apiPaths.orders)).json()).toEqual({ orders: [] });
    }
  });

  it('needs a well-formed Idempotency-Key', async () => {
    expectProblem(await new Visitor(app).post(apiPaths.orders, order(), null), 400, ['Idempotency-Key']);
    expectProblem(await new Visitor(app).post(apiPaths.orders, order(), 'short'), 400, ['Idempotency-Key']);
  });

  it('stores hostile text as text and returns it only as JSON', async () => {
    const hostile = `<img src=x onerror=alert(1)>"'\\</script>{{7*7}}\${7*7}`;
    const visitor = new Visitor(app);
    const created = await visitor.post(
      apiPaths.orders,
      order({ contact: { name: hostile, mobile: '9876543210' }, intake: { ...rentalIntake, propertyAddress: hostile } }),
    );
    expect(created.statusCode).toBe(201);
    const read = await visitor.get(apiPaths.order(created.json().orderNumber));
    expect(read.headers['content-type']).toMatch(/^application\/json/);
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(read.json().contact.name).toBe(hostile);
    expect(read.json().intake.propertyAddress).toBe(hostile);
  });
});

describe(`idempotency (${dbLabel})`, () => {
  it('answers the same key with the same order (200), not a new one', async () => {
    const visitor = new Visitor(app);
    const key = newKey();
    const first = await visitor.post(apiPaths.orders, order(), key);
    const again = await visitor.post(apiPaths.orders, order(), key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(OrderListSchema.parse((await visitor.get(apiPaths.orders)).json()).orders).toHaveLength(1);
  });

  it('refuses the same key with a different body (422)', async () => {
    const visitor = new Visitor(app);
    const key = newKey();
    expect((await visitor.post(apiPaths.orders, order(), key)).statusCode).toBe(201);
    expectProblem(await visitor.post(apiPaths.orders, order({ offerId: 'rental-agreement-2' }), key), 422);
  });

  it('makes one order of 20 concurrent requests with the same key', async () => {
    const visitor = new Visitor(app);
    expect((await visitor.post(apiPaths.orders, order({ serviceId: 'affidavit', offerId: 'notary-express' }))).statusCode).toBe(201);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 20 }, () => visitor.post(apiPaths.orders, order(), key)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([...Array(19).fill(200), 201]);
    expect(new Set(answers.map((answer) => answer.json().orderNumber)).size).toBe(1);
    expect(OrderListSchema.parse((await visitor.get(apiPaths.orders)).json()).orders).toHaveLength(2);
  });

  it('keeps keys per session: the same key in another session is another order', async () => {
    const [first, second] = [new Visitor(app), new Visitor(app)];
    await first.post(apiPaths.orders, order());
    await second.post(apiPaths.orders, order());
    const key = newKey();
    const a = await first.post(apiPaths.orders, order(), key);
    const b = await second.post(apiPaths.orders, order(), key);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().orderNumber).not.toBe(b.json().orderNumber);
  });

  it('gives two cookie-less clients with the same key two sessions, never one derived from the key (review: key-derived session)', async () => {
    // Reproduction: two clients with no cookie POST `{}` with the same key; each used to get the
    // same cookie (HMAC of the key), and with it read the other's orders.
    const key = newKey();
    const [first, second] = [new Visitor(app), new Visitor(app)];
    const placed = await first.post(apiPaths.orders, order(), key);
    expect(placed.statusCode).toBe(201);
    const refused = await second.post(apiPaths.orders, {}, key);
    expectProblem(refused, 400);
    expect(refused.cookies.find((cookie) => cookie.name === 'nyaya_session')).toBeUndefined();
    const again = await second.post(apiPaths.orders, order(), key);
    expect(again.statusCode).toBe(201);
    expect(second.cookie).not.toBe(first.cookie);
    expect(again.json().orderNumber).not.toBe(placed.json().orderNumber);
    expectProblem(await second.get(apiPaths.order(placed.json().orderNumber)), 404);
    expect(OrderListSchema.parse((await second.get(apiPaths.orders)).json()).orders.map((item) => item.orderNumber)).toEqual([again.json().orderNumber]);
  });

  it('keeps the Idempotency-Key out of the payment reference (review: key leak)', async () => {
    const key = newKey();
    const view = OrderViewSchema.parse((await new Visitor(app).post(apiPaths.orders, order(), key)).json());
    expect(view.payment.reference).toMatch(/^test_[A-Za-z0-9_-]{16}$/);
    expect(view.payment.reference).not.toContain(key);
    expect(JSON.stringify(view)).not.toContain(key);
  });
});

describe(`reading orders (${dbLabel})`, () => {
  it("answers another session's order, an unknown number and a cookie-less request with 404, a malformed number with 400", async () => {
    const owner = new Visitor(app);
    const { orderNumber } = (await owner.post(apiPaths.orders, order())).json();
    expect((await owner.get(apiPaths.order(orderNumber))).statusCode).toBe(200);
    const stranger = new Visitor(app);
    await stranger.post(apiPaths.orders, order());
    expectProblem(await stranger.get(apiPaths.order(orderNumber)), 404);
    expectProblem(await new Visitor(app).get(apiPaths.order(orderNumber)), 404);
    expectProblem(await owner.get(apiPaths.order('ORD000000000')), 404);
    expectProblem(await owner.get(apiPaths.order('ord<script>')), 400, ['orderNumber']);
    const forged = new Visitor(app);
    forged.cookie = `${owner.cookie!.slice(0, -2)}AA`;
    expectProblem(await forged.get(apiPaths.order(orderNumber)), 404);
  });

  it("lists only this session's orders, newest first", async () => {
    const visitor = new Visitor(app);
    const numbers: string[] = [];
    for (const serviceId of ['affidavit', 'gst-registration', 'will-drafting'] as const) {
      numbers.push((await visitor.post(apiPaths.orders, order({ serviceId, offerId: undefined }))).json().orderNumber);
    }
    const list = OrderListSchema.parse((await visitor.get(apiPaths.orders)).json());
    expect(list.orders.map((item) => item.orderNumber)).toEqual(numbers.reverse());
    expect((await new Visitor(app).get(apiPaths.orders)).json()).toEqual({ orders: [] });
  });

  it('shows the tracking timeline from the status history, with when each step was reached', async () => {
    const visitor = new Visitor(app);
    const created = OrderViewSchema.parse((await visitor.post(apiPaths.orders, order())).json());
    expect(created.tracking.map((step) => step.status)).toEqual(['completed', 'completed', 'active', 'pending', 'pending', 'pending', 'pending']);
    expect(created.tracking.slice(0, 3).map((step) => step.at)).toEqual([created.createdAt, created.createdAt, created.createdAt]);
    expect(created.tracking.slice(3).every((step) => step.at === null)).toBe(true);
    expect(created.tracking[0]!.title).toBe('Order Placed');
    // The expert moves the order on: history rows are what the view reads.
    const [row] = await db.database.db.select().from(orders).where(eq(orders.orderNumber, created.orderNumber));
    const later = new Date(Date.parse(created.createdAt) + 60_000);
    await db.database.db.insert(orderStatusHistory).values([
      { orderId: row!.id, step: 2, status: 'completed', at: later },
      { orderId: row!.id, step: 3, status: 'active', at: later },
    ]);
    const read = OrderViewSchema.parse((await visitor.get(apiPaths.order(created.orderNumber))).json());
    expect(read.tracking.map((step) => step.status)).toEqual(['completed', 'completed', 'completed', 'active', 'pending', 'pending', 'pending']);
    expect(read.tracking[3]!.at).toBe(later.toISOString());
  });
});
