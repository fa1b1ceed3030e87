/**
 * What the drafts and cancel tests share: a client, the assigned expert, another expert and
 * another client on one app with a clock the test moves; placing an order and waiting for its
 * first draft; walking it through the console to Delivery; a corrected PDF's upload.
 */
import { expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { ConsoleOrderSchema, OrderViewSchema, apiPaths, type ConsoleOrder, type OrderView } from '@nyaya/shared/api';
import { experts } from '@nyaya/shared/data/experts';
import { findOfferListing } from '@nyaya/shared/data/marketplace/offers';
import { expertForService } from '@nyaya/shared/data/marketplace/purchase';
import { orders } from '../src/db/schema';
import type { AppOptions } from '../src/app';
import { multipartBody } from './documentsSupport';
import { Visitor, newKey, order, signIn, signInExpert, testApp, type TestDatabase } from './support';

/** The API's clock: 15 January 2030, 12:30 in India; tests move it. */
export const NOW = Date.parse('2030-01-15T12:30:00+05:30');
export const DAY = 24 * 3_600_000;

const assigned = expertForService('rental-agreement', { providerId: findOfferListing('rental-agreement-1')!.providerId, state: 'Delhi' });
const other = experts.find((expert) => expert.id !== assigned.id)!;

export interface Cast {
  app: FastifyInstance;
  clock: { now: number };
  client: Visitor;
  expert: Visitor;
  expertAccountId: string;
  anotherExpert: Visitor;
  anotherClient: Visitor;
}

export async function cast(db: TestDatabase, options: Partial<AppOptions> = {}): Promise<Cast> {
  const clock = { now: NOW };
  const app = await testApp(db.database, { now: () => clock.now, draftSweepMs: 0, ...options });
  const [client, expert, anotherExpert, anotherClient] = [new Visitor(app), new Visitor(app), new Visitor(app), new Visitor(app)];
  await signIn(client);
  const expertAccount = await signInExpert(app, expert, assigned.id);
  await signInExpert(app, anotherExpert, other.id);
  await signIn(anotherClient);
  return { app, clock, client, expert, expertAccountId: expertAccount.id, anotherExpert, anotherClient };
}

/** The expert an order of this rental offer in Delhi goes to, signed in. */
export async function expertOfOffer({ app }: Cast, offerId: string): Promise<Visitor> {
  const expert = expertForService('rental-agreement', { providerId: findOfferListing(offerId)!.providerId, state: 'Delhi' });
  const visitor = new Visitor(app);
  await signInExpert(app, visitor, expert.id);
  return visitor;
}

/** A rental agreement placed by the client (rental-agreement-1 unless said), its first draft rendered (the queue drained). */
export async function placeOrder({ app, client }: Cast, headers: Record<string, string> = {}, offerId = 'rental-agreement-1'): Promise<OrderView> {
  const response = await client.send('POST', apiPaths.orders, { body: order({ offerId }), key: newKey(), headers });
  expect(response.statusCode).toBe(201);
  await app.firstDrafts.idle();
  return OrderViewSchema.parse(response.json());
}

export async function orderIdOf({ app }: Cast, number: string): Promise<number> {
  const [row] = await app.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, number));
  return row!.id;
}

export const completeStep = (visitor: Visitor, number: string, step?: number) =>
  visitor.send('POST', apiPaths.consoleOrderSteps(number), { body: step === undefined ? {} : { step }, key: newKey() });

/** Completes the console's steps from the current one up to (not including) `until`. */
export async function completeUntil({ expert }: Pick<Cast, 'expert'>, number: string, until: number): Promise<ConsoleOrder> {
  let view = ConsoleOrderSchema.parse((await expert.get(apiPaths.consoleOrder(number))).json());
  while (view.currentStep !== null && view.currentStep < until) {
    const response = await completeStep(expert, number, view.currentStep);
    expect(response.statusCode).toBe(200);
    view = ConsoleOrderSchema.parse(response.json());
  }
  return view;
}

export const deliver = (visitor: Visitor, number: string, version: number) => visitor.send('POST', apiPaths.consoleDraftDeliver(number, version));

/** Uploads a corrected draft as the visitor's browser would (multipart, an Idempotency-Key unless null). */
export function uploadDraft(
  app: FastifyInstance,
  visitor: Visitor,
  number: string,
  bytes: Uint8Array,
  { filename = 'corrected.pdf', key = newKey() as string | null, contentType = 'application/pdf' } = {},
): Promise<LightMyRequestResponse> {
  const { body, contentType: formType } = multipartBody([{ name: 'file', filename, contentType, bytes }]);
  return app.inject({
    method: 'POST',
    url: apiPaths.consoleDrafts(number),
    payload: body,
    headers: { 'content-type': formType, ...(visitor.cookie ? { cookie: visitor.cookie } : {}), ...(key ? { 'idempotency-key': key } : {}) },
  });
}

/** A download's checks: a PDF's bytes, as an attachment the browser saves and never sniffs. */
export function expectPdfAttachment(response: LightMyRequestResponse, fileName: string) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}
