/**
 * Orders in the database: placed once per (session, Idempotency-Key), read with their status
 * history aggregated as JSON in the same query, only by their owner.
 */
import { randomInt } from 'node:crypto';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { findLegalService } from '@nyaya/shared/data/marketplace/services';
import { generateOrderNumber } from '@nyaya/shared/rules/marketplace/purchase';
import { UNIQUE_VIOLATION, databaseError, type Db } from '../db/database';
import { drafts, orderStatusHistory, orders } from '../db/schema';
import { clip } from '../notifications/events';
import { ownedByColumns, ownerPlaceholders, type Owner } from '../owner';
import { liveSessionWith, type NewSession, type SessionSeen } from '../sessions/store';
import { STEPS_AT_CREATION, orderPlacer } from './place';
import type { HistoryRow } from './progress';
import type { OrderRow } from './view';

/** Most orders one list returns: an account holds a handful; this bounds a runaway one. */
export const LIST_LIMIT = 200;

export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'orderNumber' | 'createdAt'>;
/** The draft the client has (the latest delivered version), as the order's answer needs it. */
export interface DeliveredRow {
  version: number;
  deliveredAt: Date;
  revisionComment: string | null;
  revisionAskedAt: Date | null;
}

/** A session found by its token in the order's own statement, and the order, if it owns one that matched. */
export interface SessionAndOrder {
  session: SessionSeen;
  order: StoredOrder | undefined;
}

export interface StoredOrder {
  row: OrderRow;
  history: HistoryRow[];
  /** Null until a draft has been delivered. */
  delivered: DeliveredRow | null;
}

/** 9 characters from the platform's cryptographic random source, through the shared rule. */
const newOrderNumber = () => generateOrderNumber(() => (randomInt(36) + 0.5) / 36);

/** A timestamp as whole milliseconds since the epoch, exact (numeric arithmetic), as a JSON number. */
const epochMs = (column: SQL | AnyPgColumn) => sql`floor(extract(epoch from ${column}) * 1000)::float8`;

type HistoryJson = Array<{ step: number; status: HistoryRow['status']; at: number; completedBy: string | null }> | null;

/** An order's history rows as one JSON array, in the same statement as the order (one round trip). */
export const historyJson = sql<HistoryJson>`(
    SELECT json_agg(json_build_object('step', h.step, 'status', h.status, 'at', ${epochMs(sql`h.at`)}, 'completedBy', h.completed_by) ORDER BY h.id)
    FROM ${orderStatusHistory} h WHERE h.order_id = ${orders}.id)`;

type DeliveredJson = { version: number; deliveredAt: number; revisionComment: string | null; revisionAskedAt: number | null } | null;

/** The order's latest delivered draft as JSON, in the same statement as the order. */
export const deliveredJson = sql<DeliveredJson>`(
    SELECT json_build_object('version', d.version, 'deliveredAt', ${epochMs(sql`d.delivered_at`)}, 'revisionComment', d.revision_comment,
      'revisionAskedAt', ${epochMs(sql`d.revision_asked_at`)})
    FROM ${drafts} d WHERE d.order_id = ${orders}.id AND d.delivered_at IS NOT NULL ORDER BY d.version DESC LIMIT 1)`;

const deliveredOf = (json: DeliveredJson | undefined): DeliveredRow | null =>
  json
    ? {
        version: json.version,
        deliveredAt: new Date(json.deliveredAt),
        revisionComment: json.revisionComment,
        revisionAskedAt: json.revisionAskedAt === null ? null : new Date(json.revisionAskedAt),
      }
    : null;

export const withHistory = (rows: Array<{ order: OrderRow; history: HistoryJson; delivered?: DeliveredJson }>): StoredOrder[] =>
  rows.map(({ order, history: steps, delivered }) => ({
    row: order,
    history: (steps ?? []).map((entry) => ({ ...entry, at: new Date(entry.at) })),
    delivered: deliveredOf(delivered),
  }));

export function createOrderStore(db: Db) {
  const select = () => db.select({ order: orders, history: historyJson, delivered: deliveredJson }).from(orders);
  const placeOrder = orderPlacer(db);
  // The reads every order request makes, built once and prepared (docs/api-performance.md). An
  // owner is an account when signed in, else the guest session (owner.ts): one statement each.
  const byKeyQuery = select()
    .where(and(eq(orders.sessionId, sql.placeholder('sessionId')), eq(orders.idempotencyKey, sql.placeholder('idempotencyKey'))))
    .limit(1)
    .prepare('order_by_key');
  const byNumberQuery = {
    account: select()
      .where(and(eq(orders.orderNumber, sql.placeholder('orderNumber')), ownerPlaceholders(orders, true)))
      .limit(1)
      .prepare('order_by_number_account'),
    guest: select()
      .where(and(eq(orders.orderNumber, sql.placeholder('orderNumber')), ownerPlaceholders(orders, false)))
      .limit(1)
      .prepare('order_by_number_guest'),
  };
  const ofOwnerQuery = (signedIn: boolean) =>
    select()
      .where(ownerPlaceholders(orders, signedIn))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(sql.placeholder('limit'))
      .prepare(signedIn ? 'orders_of_account' : 'orders_of_guest');
  const ofOwnerQueries = { account: ofOwnerQuery(true), guest: ofOwnerQuery(false) };
  // An order's page read with its session in one statement: the most frequent request there is.
  const live = liveSessionWith(db);
  const byNumberForTokenQuery = db
    .with(live)
    .select({ session: { id: live.id, accountId: live.accountId, lastSeenAt: live.lastSeenAt }, order: orders, history: historyJson, delivered: deliveredJson })
    .from(live)
    .leftJoin(orders, and(eq(orders.orderNumber, sql.placeholder('orderNumber')), ownedByColumns(orders, live.id, live.accountId)))
    .prepare('order_by_number_for_token');
  // A browser's write: its session and the order an earlier request with this key placed, at once.
  const byKeyForTokenQuery = db
    .with(live)
    .select({ session: { id: live.id, accountId: live.accountId, lastSeenAt: live.lastSeenAt }, order: orders, history: historyJson, delivered: deliveredJson })
    .from(live)
    .leftJoin(orders, and(eq(orders.sessionId, live.id), eq(orders.idempotencyKey, sql.placeholder('idempotencyKey'))))
    .prepare('order_by_key_for_token');
  const withSession = (row: { session: SessionSeen; order: OrderRow | null; history: HistoryJson; delivered: DeliveredJson } | undefined) =>
    row && { session: row.session, order: row.order ? withHistory([{ order: row.order, history: row.history, delivered: row.delivered }])[0] : undefined };

  const byKey = async (sessionId: string, idempotencyKey: string) => withHistory(await byKeyQuery.execute({ sessionId, idempotencyKey }))[0];

  return {
    /** The order an earlier request with this key placed, if any (so a retry is never charged again). */
    byKey,
    /**
     * Stores the order once per (session, Idempotency-Key), race-safe: the insert does nothing when
     * the key is already there (or being inserted concurrently, which it waits for), and the stored
     * order is returned instead. An order number already taken is drawn again. `newSession`, a
     * browser's first write, is stored with the order (orders/place.ts).
     */
    async place(order: NewOrder, newSession: NewSession | null = null): Promise<{ created: boolean; stored: StoredOrder }> {
      const service = clip(findLegalService(order.serviceId)?.title ?? order.serviceId, 200);
      const toPlace = { ...order, language: order.language ?? 'en', expert: order.expert as { id: string } };
      for (let attempt = 0; ; attempt += 1) {
        const orderNumber = newOrderNumber();
        try {
          const placed = await placeOrder({ ...toPlace, orderNumber }, service, newSession);
          if (!placed) break;
          const row = {
            ...toPlace,
            cancelledAt: null,
            refundedPaise: null,
            refund: null,
            id: placed.id,
            orderNumber,
            createdAt: placed.createdAt,
            expertAccountId: placed.expertAccountId,
          } as OrderRow;
          const history = STEPS_AT_CREATION.map((step) => ({ ...step, at: placed.createdAt, completedBy: null }));
          return { created: true, stored: { row, history, delivered: null } };
        } catch (error) {
          const { code, constraint } = databaseError(error);
          if (code === UNIQUE_VIOLATION && constraint === 'orders_order_number_key' && attempt < 5) continue;
          throw error;
        }
      }
      const existing = await byKey(order.sessionId, order.idempotencyKey);
      if (!existing) throw new Error('An order conflicted on its idempotency key but could not be read back.');
      return { created: false, stored: existing };
    },
    /**
     * The order of this number if the live session of this token hash (or its account) owns it,
     * with the session as found (to `admit`, which applies the rest of the session rule): one
     * round trip. No session: undefined.
     */
    async byNumberForToken(tokenHash: string, orderNumber: string): Promise<SessionAndOrder | undefined> {
      return withSession((await byNumberForTokenQuery.execute({ tokenHash, orderNumber }))[0]);
    },
    /** `byKey` for the live session of this token hash, with the session as found (to `admit`): one round trip. */
    async byKeyForToken(tokenHash: string, idempotencyKey: string): Promise<SessionAndOrder | undefined> {
      return withSession((await byKeyForTokenQuery.execute({ tokenHash, idempotencyKey }))[0]);
    },
    async byNumber(owner: Owner, orderNumber: string): Promise<StoredOrder | undefined> {
      const query = owner.accountId ? byNumberQuery.account : byNumberQuery.guest;
      return withHistory(await query.execute({ ...owner, orderNumber }))[0];
    },
    async ofOwner(owner: Owner, limit = LIST_LIMIT): Promise<StoredOrder[]> {
      const query = owner.accountId ? ofOwnerQueries.account : ofOwnerQueries.guest;
      return withHistory(await query.execute({ ...owner, limit }));
    },
  };
}

export type OrderStore = ReturnType<typeof createOrderStore>;
