/** The server prices every offer by the rule the cards, the service detail and the checkout show. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DeliveryModeSchema, OrderViewSchema, apiPaths } from '@nyaya/shared/api';
import { intakeFormFor } from '@nyaya/shared/data/marketplace/intake';
import { consultationBookingOf, offerListings } from '@nyaya/shared/data/marketplace/offers';
import { findLegalService } from '@nyaya/shared/data/marketplace/services';
import { DELIVERY_MODES, deliveryModes, priceQuote, STAMP_DUTY_STATES } from '@nyaya/shared/rules/marketplace/purchase';
import { orderFromRequest, type StoredQuote } from '../src/orders/order';
import { Visitor, agreedPaise, dbLabel, expectProblem, order, testApp, testDatabase, type TestDatabase } from './support';

const PLACED_ON = new Date('2026-11-20T06:30:00Z');

describe('the server prices every offer as the checkout does', () => {
  it('knows the deliveries the price rule knows', () => {
    expect(DeliveryModeSchema.options).toEqual([...DELIVERY_MODES]);
  });

  // Chat and call consultations are not orders but bookings of the firm's expert (orders.test.ts: refused).
  const ordered = offerListings.filter((offer) => !consultationBookingOf(offer.id, offer.serviceId));

  it.each(ordered.map((offer) => [offer.id, offer] as const))('%s, in every state and delivery', (_id, offer) => {
    const service = findLegalService(offer.serviceId)!;
    const form = intakeFormFor(service.id);
    for (const state of [undefined, ...STAMP_DUTY_STATES]) {
      for (const delivery of deliveryModes(service)) {
        const shown = priceQuote(offer, service, { state, delivery });
        const request = {
          serviceId: service.id,
          offerId: offer.id,
          intake: form.sample,
          contact: { name: 'Asha Verma', mobile: '9876543210' },
          ...(state ? { state } : {}),
          delivery,
          payment: { provider: 'test', amountPaise: Math.round(shown.total * 100) },
        };
        const priced = orderFromRequest(request, PLACED_ON);
        expect(priced.totalPaise, `${offer.id} ${state} ${delivery}`).toBe(Math.round(shown.total * 100));
        expect((priced.quote as StoredQuote).lines.map((line) => [line.id, line.amountPaise / 100])).toEqual(shown.lines.map((line) => [line.id, line.amount]));
      }
    }
  });
});

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

describe(`delivery and stamp paper (${dbLabel})`, () => {
  it('charges the courier only for a paper copy, digital by default', async () => {
    const digital = OrderViewSchema.parse((await new Visitor(app).post(apiPaths.orders, order())).json());
    expect(digital.quote.lines.at(-1)).toEqual({ id: 'delivery', label: 'Digital delivery', amount: 0 });
    expect(digital.quote.total).toBe(1042.82);
    const paper = OrderViewSchema.parse((await new Visitor(app).post(apiPaths.orders, order({ delivery: 'paper' }))).json());
    expect(paper.quote.lines.at(-1)).toEqual({ id: 'delivery', label: 'Courier', amount: 100 });
    expect(paper.quote.total).toBe(1142.82);
  });

  it('answers 409 to paper delivery paid at the digital price, and charges nothing', async () => {
    const visitor = new Visitor(app);
    const digitalPrice = agreedPaise(order());
    const problem = expectProblem(
      await visitor.post(apiPaths.orders, order({ delivery: 'paper', payment: { provider: 'test', amountPaise: digitalPrice } })),
      409,
    );
    expect(problem.detail).toContain('₹1,142.82');
    expect((await visitor.get(apiPaths.orders)).json()).toEqual({ orders: [] });
  });

  it.each([
    [
      'paper for a service delivered digitally only',
      { serviceId: 'legal-notice', offerId: 'notice-express', state: undefined, delivery: 'paper' as const },
      ['delivery'],
    ],
    [
      'digital for attestation, which is always on paper',
      { serviceId: 'document-attestation', offerId: 'attest-hub', state: undefined, delivery: 'digital' as const },
      ['delivery'],
    ],
    ['a delivery that does not exist', { delivery: 'pigeon' }, ['delivery']],
    ['a delivery that is not text', { delivery: ['paper'] }, ['delivery']],
  ])('refuses %s with a 400', async (_what, overrides, fields) => {
    expectProblem(await new Visitor(app).post(apiPaths.orders, order(overrides as never)), 400, fields);
  });

  it('adds no stamp duty to an offer whose stamp paper is included, whatever the state', async () => {
    for (const state of ['Maharashtra', 'Delhi'] as const) {
      const view = OrderViewSchema.parse(
        (await new Visitor(app).post(apiPaths.orders, order({ serviceId: 'affidavit', offerId: 'notary-express', state }))).json(),
      );
      expect(view.quote.lines.find((line) => line.id === 'stamp-duty')).toEqual({ id: 'stamp-duty', label: 'Stamp paper (included in the fee)', amount: 0 });
      expect(view.quote.total).toBe(352.82);
    }
    // Paying the fee plus Maharashtra's ₹100 duty is not the server's price.
    const problem = expectProblem(
      await new Visitor(app).post(
        apiPaths.orders,
        order({ serviceId: 'affidavit', offerId: 'notary-express', state: 'Maharashtra', payment: { provider: 'test', amountPaise: 45_282 } }),
      ),
      409,
    );
    expect(problem.detail).toContain('₹352.82');
  });
});
