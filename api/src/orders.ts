/**
 * Orders: created from the catalogue (the server prices them; the browser sends no price), kept
 * with their status history, read back only by the session that placed them.
 */
import { randomInt } from 'node:crypto';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CreateOrderRequestSchema,
  IDEMPOTENCY_HEADER,
  IdempotencyKeySchema,
  OrderNumberSchema,
  apiRoutes,
  type FieldError,
  type OrderView,
} from '@nyaya/shared/api';
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
    throw invalid(
      [{ field: 'Idempotency-Key', message: parsed.error.issues[0]?.message ?? 'Send an Idempotency-Key.' }],
      'Writes need an Idempotency-Key header.',
    );
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

/** The answer of a raw statement, whichever driver ran it (both return `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A timestamp as whole milliseconds since the epoch, exact (numeric arithmetic), as a JSON number. */
const epochMs = (column: SQL | AnyPgColumn) => sql`floor(extract(epoch from ${column}) * 1000)::float8`;

/** Every column an order is inserted with: the statement is prepared once with a placeholder for each. */
const ORDER_COLUMNS = [
  'orderNumber',
  'sessionId',
  'idempotencyKey',
  'requestHash',
  'serviceId',
  'offerId',
  'providerName',
  'estimatedDelivery',
  'quote',
  'expert',
  'intake',
  'contact',
  'state',
  'autoAssignBudget',
  'autoAssignTimeline',
  'payment',
] as const satisfies ReadonlyArray<keyof NewOrder | 'orderNumber'>;

/**
 * The insert of an order and its first history rows, one statement (one round trip, atomic): the
 * order is inserted unless its (session, Idempotency-Key) is already there, and the history rows
 * only for an order that was. Built and prepared once: building it per request was a fifth of an
 * order's CPU.
 */
function orderInsert(db: Db) {
  const placeholders = Object.fromEntries(ORDER_COLUMNS.map((column) => [column, sql.placeholder(column)]));
  const insert = db
    .insert(orders)
    .values(placeholders as unknown as typeof orders.$inferInsert)
    .onConflictDoNothing({ target: [orders.sessionId, orders.idempotencyKey] })
    .returning({ id: orders.id, createdAt: orders.createdAt });
  const firstSteps = sql.join(
    STEPS_AT_CREATION.map(({ step, status }) => sql`(${step}::smallint, ${status})`),
    sql`, `,
  );
  const statement = sql`
    WITH placed AS (${insert.getSQL()}),
    history AS (
      INSERT INTO ${orderStatusHistory} (order_id, step, status, at)
      SELECT placed.id, first.step, first.status, placed.created_at FROM placed CROSS JOIN (VALUES ${firstSteps}) AS first (step, status)
    )
    SELECT placed.id::float8 AS id, ${epochMs(sql`placed.created_at`)} AS created_ms FROM placed`;
  const prepared = db._.session.prepareQuery(new PgDialect().sqlToQuery(statement), undefined, 'place_order', false);
  return async (order: NewOrder & { orderNumber: string }) => rowsOf<{ id: number; created_ms: number }>(await prepared.execute(order))[0];
}

type OrderInsert = ReturnType<typeof orderInsert>;

/**
 * Stores the order once per (session, Idempotency-Key), race-safe: the insert does nothing when the
 * key is already there (or being inserted by a concurrent request, which it waits for), and the
 * stored order is returned instead. An order number already taken is drawn again.
 */
async function placeOrder(insertOrder: OrderInsert, reads: OrderReads, order: NewOrder): Promise<{ created: boolean; view: OrderView }> {
  for (let attempt = 0; ; attempt += 1) {
    const orderNumber = newOrderNumber();
    try {
      const placed = await insertOrder({ ...order, orderNumber });
      if (!placed) break;
      const createdAt = new Date(placed.created_ms);
      const row = { ...order, id: placed.id, orderNumber, createdAt } as OrderRow;
      return {
        created: true,
        view: orderView(
          row,
          STEPS_AT_CREATION.map(({ step, status }) => ({ orderId: placed.id, step, status, at: createdAt })),
        ),
      };
    } catch (error) {
      const { code, constraint } = databaseError(error);
      if (code === UNIQUE_VIOLATION && constraint === 'orders_order_number_key' && attempt < 5) continue;
      throw error;
    }
  }
  const existing = await reads.byKey(order.sessionId, order.idempotencyKey);
  if (!existing) throw new Error('An order conflicted on its idempotency key but could not be read back.');
  if (existing.row.requestHash !== order.requestHash) {
    throw new ProblemError(
      problem(422, 'This Idempotency-Key was already used for a different order. Send a new key for a new order.', { title: 'Idempotency-Key reused' }),
    );
  }
  return { created: false, view: orderView(existing.row, existing.history) };
}

type HistoryJson = Array<{ step: number; status: HistoryRow['status']; at: number }> | null;

function withHistory(rows: Array<{ order: OrderRow; history: HistoryJson }>): Array<{ row: OrderRow; history: HistoryRow[] }> {
  return rows.map(({ order, history }) => ({
    row: order,
    history: (history ?? []).map((entry) => ({ orderId: order.id, step: entry.step, status: entry.status, at: new Date(entry.at) })),
  }));
}

/**
 * The reads of orders, each with its status history aggregated as JSON in the same query, built
 * once and prepared (named statements on PostgreSQL): building a query per request cost a fifth of
 * a read's CPU.
 */
function orderReads(db: Db) {
  const history = sql<HistoryJson>`(
    SELECT json_agg(json_build_object('step', h.step, 'status', h.status, 'at', ${epochMs(sql`h.at`)}) ORDER BY h.id)
    FROM ${orderStatusHistory} h WHERE h.order_id = ${orders}.id)`;
  const select = () => db.select({ order: orders, history }).from(orders);
  const session = eq(orders.sessionId, sql.placeholder('sessionId'));
  const byNumber = select()
    .where(and(eq(orders.orderNumber, sql.placeholder('orderNumber')), session))
    .limit(1)
    .prepare('order_by_number');
  const byKey = select()
    .where(and(session, eq(orders.idempotencyKey, sql.placeholder('idempotencyKey'))))
    .limit(1)
    .prepare('order_by_key');
  const ofSession = select().where(session).orderBy(desc(orders.createdAt), desc(orders.id)).limit(LIST_LIMIT).prepare('orders_of_session');
  return {
    byNumber: async (sessionId: string, orderNumber: string) => withHistory(await byNumber.execute({ sessionId, orderNumber }))[0],
    byKey: async (sessionId: string, idempotencyKey: string) => withHistory(await byKey.execute({ sessionId, idempotencyKey }))[0],
    ofSession: async (sessionId: string) => withHistory(await ofSession.execute({ sessionId })),
  };
}

type OrderReads = ReturnType<typeof orderReads>;

export function orderRoutes(app: FastifyInstance, { db, sessions, writeLimit }: { db: Db; sessions: Sessions; writeLimit: object }) {
  const reads = orderReads(db);
  const insertOrder = orderInsert(db);
  app.post(apiRoutes.orders, { config: { rateLimit: writeLimit } }, async (request: FastifyRequest, reply: FastifyReply) => {
    const idempotencyKey = idempotencyKeyOf(request);
    const sessionId = sessions.ensureSession(request, reply, idempotencyKey);
    const { created, view } = await placeOrder(insertOrder, reads, orderFromRequest(request.body, sessionId, idempotencyKey));
    return reply.code(created ? 201 : 200).send(view);
  });

  app.get<{ Params: { orderNumber: string } }>(apiRoutes.order, async (request) => {
    const number = OrderNumberSchema.safeParse(request.params.orderNumber);
    if (!number.success) throw invalid([{ field: 'orderNumber', message: 'Not an order number (ORD and 9 letters or digits).' }], 'Not an order number.');
    const sessionId = sessions.sessionOf(request);
    const found = sessionId ? await reads.byNumber(sessionId, number.data) : undefined;
    if (!found) throw notFound('No order with this number was placed in this browser.');
    return orderView(found.row, found.history);
  });

  app.get(apiRoutes.orders, async (request) => {
    const sessionId = sessions.sessionOf(request);
    if (!sessionId) return { orders: [] };
    return { orders: (await reads.ofSession(sessionId)).map(({ row, history }) => orderView(row, history)) };
  });
}
