/**
 * What the notification tests share: a client and the expert assigned to a rental agreement from
 * rental-agreement-1 in Delhi, an order placed and a step completed through the real routes, and
 * reading a visitor's notifications.
 */
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { NotificationListSchema, OrderViewSchema, apiPaths, notificationPaths, type Account } from '@nyaya/shared/api';
import { expertForService } from '@nyaya/shared/data/marketplace/purchase';
import { findOfferListing } from '@nyaya/shared/data/marketplace/offers';
import { Visitor, newKey, order, signIn, signInExpert } from './support';

/**
 * The expert of a rental agreement from rental-agreement-1 in `state`.
 */
export const expertFor = (state: string) => expertForService('rental-agreement', { providerId: findOfferListing('rental-agreement-1')!.providerId, state });

export interface Parties {
  client: Visitor;
  clientAccount: Account;
  expert: Visitor;
  expertAccount: Account;
  /** Where the client's orders are for: it decides their expert. */
  state: string;
}

export async function parties(app: FastifyInstance, state: string): Promise<Parties> {
  const client = new Visitor(app);
  const clientAccount = await signIn(client);
  const expert = new Visitor(app);
  const expertAccount = await signInExpert(app, expert, expertFor(state).id);
  return { client, clientAccount, expert, expertAccount, state };
}

export async function placeOrder(the: Pick<Parties, 'client' | 'state'>): Promise<string> {
  const response = await the.client.post(apiPaths.orders, order({ state: the.state as never }));
  expect(response.statusCode).toBe(201);
  return OrderViewSchema.parse(response.json()).orderNumber;
}

export const completeStep = (expert: Visitor, number: string, step?: number) =>
  expert.send('POST', apiPaths.consoleOrderSteps(number), { body: step === undefined ? {} : { step }, key: newKey() });

export async function listOf(visitor: Visitor, query: { before?: string; limit?: number } = {}) {
  const response = await visitor.get(notificationPaths.list(query));
  expect(response.statusCode).toBe(200);
  return NotificationListSchema.parse(response.json());
}
