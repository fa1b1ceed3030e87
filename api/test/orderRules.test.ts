/** Orders the server refuses or prices itself: payments asserted by the browser, agreed amounts, state, intake. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { OrderViewSchema, apiPaths } from '@nyaya/shared/api';
import { orders } from '../src/db/schema';
import { Visitor, agreedPaise, dbLabel, expectProblem, order, rentalIntake, testApp, testDatabase, type TestDatabase } from './support';

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

describe(`payment run by the server (${dbLabel})`, () => {
  it('refuses a browser that says it paid (review: browser-asserted payment)', async () => {
    // Reproduction: `{ provider: 'test', reference: 'xxxxxxxx' }` used to give 201.
    const response = await new Visitor(app).post(apiPaths.orders, { ...order(), payment: { provider: 'test', reference: 'xxxxxxxx' } });
    expectProblem(response, 400, ['payment.amountPaise', 'payment.reference']);
  });

  it('answers 409 when the amount agreed to is not its own quote, and charges nothing', async () => {
    const visitor = new Visitor(app);
    const price = agreedPaise(order());
    const response = await visitor.post(apiPaths.orders, order({ payment: { provider: 'test', amountPaise: price - 100 } }));
    const problem = expectProblem(response, 409);
    expect(problem.detail).toContain('₹1,042.82');
    expect(problem.detail).toContain('Nothing was charged');
    expect((await visitor.get(apiPaths.orders)).json()).toEqual({ orders: [] });
    expectProblem(await visitor.post(apiPaths.orders, order({ payment: { provider: 'test', amountPaise: 1.5 } })), 400, ['payment.amountPaise']);
    expectProblem(await visitor.post(apiPaths.orders, { ...order(), payment: { provider: 'card', amountPaise: price } }), 400, ['payment.provider']);
  });

  it('stores money as whole paise and records its own random reference', async () => {
    const view = OrderViewSchema.parse((await new Visitor(app).post(apiPaths.orders, order())).json());
    const [row] = await db.database.db.select().from(orders).where(eq(orders.orderNumber, view.orderNumber));
    expect(row!.totalPaise).toBe(104_282);
    expect(Number.isInteger(row!.totalPaise)).toBe(true);
    expect(row!.quote).toMatchObject({
      totalPaise: 104_282,
      lines: expect.arrayContaining([{ id: 'gst', label: 'GST (18%) on the fee', amountPaise: 14_382 }]),
    });
    expect(row!.payment).toEqual({ provider: 'test', reference: view.payment.reference, amountPaise: 104_282 });
    expect(view.quote.total).toBe(1042.82);
  });
});

describe(`order validation (${dbLabel})`, () => {
  it.each([
    ['a NUL in the state', 'Delhi\u0000'],
    ['a state that does not exist', 'Atlantis'],
    ['an empty state', ''],
  ])('refuses %s with a 400, not a 500 (review: free-text state)', async (_what, state) => {
    const response = await new Visitor(app).post(apiPaths.orders, { ...order(), state });
    expectProblem(response, 400, ['state']);
  });

  it('takes a state outside the stamp-duty table and leaves its duty to the expert', async () => {
    const response = await new Visitor(app).post(apiPaths.orders, order({ state: 'Goa' }));
    expect(response.statusCode).toBe(201);
    expect(OrderViewSchema.parse(response.json()).quote.stampDutyIncluded).toBe(false);
  });

  it("refuses an order whose intake is left out, naming the form's required fields (review: omitted intake)", async () => {
    // Reproduction: an order with no intake used to be 201 with `{}`.
    const { intake: _omitted, ...withoutIntake } = order();
    const response = await new Visitor(app).post(apiPaths.orders, withoutIntake);
    const problem = expectProblem(response, 400, [
      'intake.furnishing',
      'intake.landlordName',
      'intake.lockInMonths',
      'intake.monthlyRent',
      'intake.noticeMonths',
      'intake.propertyAddress',
      'intake.rentEscalation',
      'intake.securityDeposit',
      'intake.startDate',
      'intake.tenantName',
      'intake.tenureMonths',
    ]);
    expect(problem.detail).toBe('Rental Agreement Drafting needs its details before it can be ordered; none were sent.');
  });

  it("refuses a rental with only spec §5's five fields: the agreement's terms are needed too", async () => {
    const { landlordName, tenantName, propertyAddress, monthlyRent, startDate } = rentalIntake;
    const response = await new Visitor(app).post(apiPaths.orders, order({ intake: { landlordName, tenantName, propertyAddress, monthlyRent, startDate } }));
    expectProblem(response, 400, [
      'intake.furnishing',
      'intake.lockInMonths',
      'intake.noticeMonths',
      'intake.rentEscalation',
      'intake.securityDeposit',
      'intake.tenureMonths',
    ]);
  });

  it('refuses rental terms out of bounds, by the same rule as the form, with its messages', async () => {
    const hostile = { securityDeposit: '-1', tenureMonths: '1e9', lockInMonths: '6.5', noticeMonths: '0', rentEscalation: '99', furnishing: 'Palace' };
    const response = await new Visitor(app).post(apiPaths.orders, order({ intake: { ...rentalIntake, ...hostile } }));
    const problem = expectProblem(response, 400, [
      'intake.furnishing',
      'intake.lockInMonths',
      'intake.noticeMonths',
      'intake.rentEscalation',
      'intake.securityDeposit',
      'intake.tenureMonths',
    ]);
    expect(problem.errors).toContainEqual({ field: 'intake.securityDeposit', message: 'Security deposit must be at least ₹0.' });
    expect(problem.errors).toContainEqual({ field: 'intake.tenureMonths', message: 'Tenure must be a whole number.' });
    expect(problem.errors).toContainEqual({ field: 'intake.rentEscalation', message: 'Rent escalation must be between 0 and 20.' });
  });

  it('refuses a lock-in or notice period longer than the tenure', async () => {
    const response = await new Visitor(app).post(
      apiPaths.orders,
      order({ intake: { ...rentalIntake, tenureMonths: '3', lockInMonths: '11', noticeMonths: '4' } }),
    );
    const problem = expectProblem(response, 400, ['intake.lockInMonths', 'intake.noticeMonths']);
    expect(problem.errors).toContainEqual({ field: 'intake.lockInMonths', message: 'The lock-in period cannot be longer than the tenure.' });
    expect(problem.errors).toContainEqual({ field: 'intake.noticeMonths', message: 'The notice period cannot be longer than the tenure.' });
    const accepted = await new Visitor(app).post(
      apiPaths.orders,
      order({ intake: { ...rentalIntake, securityDeposit: '0', tenureMonths: '11', lockInMonths: '11' } }),
    );
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().intake).toMatchObject({ securityDeposit: '0', tenureMonths: '11', lockInMonths: '11' });
  });
});
