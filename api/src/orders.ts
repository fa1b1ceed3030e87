/**
 * Orders: created from the catalogue (the server prices them; the browser sends no price), kept
 * with their status history, read back only by the session that placed them.
 */
import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CreateOrderRequestSchema, IDEMPOTENCY_HEADER, IdempotencyKeySchema, OrderNumberSchema, apiRoutes, type FieldError, type OrderView } from '@nyaya/shared/api';
import { findOfferListing } from '@nyaya/shared/data/marketplace/offers';
import { expertForService, trackingTimeline } from '@nyaya/shared/data/marketplace/purchase';
import { findLegalService } from '@nyaya/shared/data/marketplace/services';
import { intakeFormFor } from '@nyaya/shared/data/marketplace/intake';
import { formatINR } from '@nyaya/shared/format';
import { SELECTED_PROVIDER, completeIntake, generateOrderNumber, intakeMessages, priceQuote } from '@nyaya/shared/rules/marketplace/purchase';
import { UNIQUE_VIOLATION, databaseError, type Db } from './db/database';
import { orderStatusHistory, orders } from './db/schema';
import { ProblemError, fieldErrors, invalid, notFound, problem } from './problems';
import { requestHash } from './requestHash';
import type { Sessions } from './session';

type OrderRow = typeof orders.$inferSelect;
type HistoryRow = Pick<typeof orderStatusHistory.$inferSelect, 'orderId' | 'step' | 'status' | 'at'>;

/** The steps reached when an order is placed: placed and assigned, documents being collected. */
const STEPS_AT_CREATION = [
  { step: 0, status: 'completed' },
  { step: 1, status: 'completed' },
  { step: 2, status: 'active' },
] as const;

/** Most orders one list returns: a visitor's session holds a handful; this bounds a runaway one. */
const LIST_LIMIT = 200;

/** The Idempotency-Key header, checked: 400 when it is missing or malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const parsed = IdempotencyKeySchema.safeParse(Array.isArray(header) ? header[0] : header);
  if (!parsed.success) {
    throw invalid([{ field: 'Idempotency-Key', message: parsed.error.issues[0]?.message ?? 'Send an Idempotency-Key.' }], 'Writes need an Idempotency-Key header.');
  }
  return parsed.data;
}

/** 9 characters from the platform's cryptographic random source, through the shared rule. */
function newOrderNumber(): string {
  return generateOrderNumber(() => (randomInt(36) + 0.5) / 36);
}

function orderView(row: OrderRow, history: HistoryRow[]): OrderView {
  const service = findLegalService(row.serviceId);
  const latest = new Map<number, HistoryRow>();
  for (const entry of history) {
    const seen = latest.get(entry.step);
    if (!seen || seen.at <= entry.at) latest.set(entry.step, entry);
  }
  return {
    orderNumber: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    serviceId: row.serviceId,
    serviceName: service?.title ?? row.serviceId,
    offerId: row.offerId,
    providerName: row.providerName,
    estimatedDelivery: row.estimatedDelivery,
    quote: row.quote as OrderView['quote'],
    expert: row.expert as OrderView['expert'],
    intake: row.intake as OrderView['intake'],
    contact: row.contact as OrderView['contact'],
    state: row.state,
    autoAssigned: row.autoAssignBudget !== null,
    budget: row.autoAssignBudget,
    timeline: row.autoAssignTimeline as OrderView['timeline'],
    payment: row.payment as OrderView['payment'],
    tracking: trackingTimeline.map((step, index) => {
      const reached = latest.get(index);
      return { title: step.title, description: step.description, status: reached?.status ?? 'pending', at: reached ? reached.at.toISOString() : null };
    }),
  };
}

type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'orderNumber' | 'createdAt'>;

/** What the request asks for, checked against the catalogue and priced; a 400 names each field at fault. */
function orderFromRequest(body: unknown, sessionId: string, idempotencyKey: string): NewOrder {
  const parsed = CreateOrderRequestSchema.safeParse(body);
  if (!parsed.success) throw invalid(fieldErrors(parsed.error));
  const request = parsed.data;
  const errors: FieldError[] = [];
  const service = findLegalService(request.serviceId);
  if (!service) throw invalid([{ field: 'serviceId', message: 'Not a service we offer.' }]);
  const offer = request.offerId === undefined ? undefined : findOfferListing(request.offerId);
  if (request.offerId !== undefined && !offer) errors.push({ field: 'offerId', message: 'Not an offer we know.' });
  else if (offer && offer.serviceId !== service.id) errors.push({ field: 'offerId', message: `This offer is not for ${service.title}.` });
  let intake: Record<string, string> = {};
  if (request.intake) {
    const form = intakeFormFor(service.id);
    for (const [field, message] of Object.entries(intakeMessages(form, request.intake))) errors.push({ field: `intake.${field}`, message });
    intake = completeIntake(form, request.intake) ?? {};
  }
  const fee = offer?.price ?? SELECTED_PROVIDER.price;
  if (request.autoAssign && request.autoAssign.budget < fee) {
    errors.push({ field: 'autoAssign.budget', message: `The budget is below this provider's price of ${formatINR(fee)}; Auto Assign never goes over it.` });
  }
  if (errors.length) throw invalid(errors);
  const contact = { name: request.contact.name, mobile: request.contact.mobile, ...(request.contact.email ? { email: request.contact.email } : {}) };
  return {
    sessionId,
    idempotencyKey,
    requestHash: requestHash(request),
    serviceId: service.id,
    offerId: offer?.id ?? null,
    providerName: offer?.providerName ?? SELECTED_PROVIDER.name,
    estimatedDelivery: offer?.timeframe ?? SELECTED_PROVIDER.deliveryTime,
    quote: priceQuote(fee, service, request.state),
    expert: expertForService(service.id),
    intake,
    contact,
    state: request.state ?? null,
    autoAssignBudget: request.autoAssign?.budget ?? null,
    autoAssignTimeline: request.autoAssign?.timeline ?? null,
    payment: request.payment,
  };
}

async function historyOf(db: Db, orderIds: number[]): Promise<HistoryRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({ orderId: orderStatusHistory.orderId, step: orderStatusHistory.step, status: orderStatusHistory.status, at: orderStatusHistory.at })
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, orderIds))
    .orderBy(asc(orderStatusHistory.id));
}

/**
 * Stores the order once per (session, Idempotency-Key), race-safe: the insert does nothing when the
 * key is already there (or being inserted by a concurrent request, which it waits for), and the
 * stored order is returned instead. An order number already taken is drawn again.
 */
async function placeOrder(db: Db, order: NewOrder): Promise<{ created: boolean; view: OrderView }> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(orders)
          .values({ ...order, orderNumber: newOrderNumber() })
          .onConflictDoNothing({ target: [orders.sessionId, orders.idempotencyKey] })
          .returning();
        if (!row) return null;
        const history = await tx
          .insert(orderStatusHistory)
          .values(STEPS_AT_CREATION.map(({ step, status }) => ({ orderId: row.id, step, status, at: row.createdAt })))
          .returning({ orderId: orderStatusHistory.orderId, step: orderStatusHistory.step, status: orderStatusHistory.status, at: orderStatusHistory.at });
        return orderView(row, history);
      });
      if (created) return { created: true, view: created };
      break;
    } catch (error) {
      const { code, constraint } = databaseError(error);
      if (code === UNIQUE_VIOLATION && constraint === 'orders_order_number_key' && attempt < 5) continue;
      throw error;
    }
  }
  const [existing] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.sessionId, order.sessionId), eq(orders.idempotencyKey, order.idempotencyKey)));
  if (!existing) throw new Error('An order conflicted on its idempotency key but could not be read back.');
  if (existing.requestHash !== order.requestHash) {
    throw new ProblemError(problem(422, 'This Idempotency-Key was already used for a different order. Send a new key for a new order.', { title: 'Idempotency-Key reused' }));
  }
  return { created: false, view: orderView(existing, await historyOf(db, [existing.id])) };
}

export function orderRoutes(app: FastifyInstance, { db, sessions, writeLimit }: { db: Db; sessions: Sessions; writeLimit: object }) {
  app.post(apiRoutes.orders, { config: { rateLimit: writeLimit } }, async (request: FastifyRequest, reply: FastifyReply) => {
    const idempotencyKey = idempotencyKeyOf(request);
    const sessionId = sessions.ensureSession(request, reply, idempotencyKey);
    const { created, view } = await placeOrder(db, orderFromRequest(request.body, sessionId, idempotencyKey));
    return reply.code(created ? 201 : 200).send(view);
  });

  app.get<{ Params: { orderNumber: string } }>(apiRoutes.order, async (request) => {
    const number = OrderNumberSchema.safeParse(request.params.orderNumber);
    if (!number.success) throw invalid([{ field: 'orderNumber', message: 'Not an order number (ORD and 9 letters or digits).' }], 'Not an order number.');
    const sessionId = sessions.sessionOf(request);
    const missing = notFound('No order with this number was placed in this browser.');
    if (!sessionId) throw missing;
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.orderNumber, number.data), eq(orders.sessionId, sessionId)));
    if (!row) throw missing;
    return orderView(row, await historyOf(db, [row.id]));
  });

  app.get(apiRoutes.orders, async (request) => {
    const sessionId = sessions.sessionOf(request);
    if (!sessionId) return { orders: [] };
    const rows = await db.select().from(orders).where(eq(orders.sessionId, sessionId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(LIST_LIMIT);
    const history = await historyOf(db, rows.map((row) => row.id));
    return { orders: rows.map((row) => orderView(row, history.filter((entry) => entry.orderId === row.id))) };
  });
}
