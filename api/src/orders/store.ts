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
import { expertAccountOf } from '../accounts/experts';
import { draftJobs, drafts, orderStatusHistory, orders } from '../db/schema';
import { clip, recordEvent } from '../notifications/events';
import { ownedBy, type Owner } from '../owner';
import { STEPS_COMPLETED_AT_PLACING, type HistoryRow } from './progress';
import type { OrderRow } from './view';
import { rowsOf } from '../db/rows';

/** The steps completed when an order is placed (by Nyaya: completed_by is null); the next is current. */
const STEPS_AT_CREATION = STEPS_COMPLETED_AT_PLACING.map((step) => ({ step, status: 'completed' as const }));

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

/** The answer of a raw statement, whichever driver ran it (both return `{ rows }`). */

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

  /**
   * The order, its first history rows and its first draft's job in one statement (one round trip,
   * atomic): inserted unless its (session, Idempotency-Key) is already there, the rest only for an
   * order that was. The draft is rendered after the answer (drafts/firstDraft.ts).
   */
  async function insert(order: NewOrder & { orderNumber: string }): Promise<{ id: number; createdAt: Date; expertAccountId: string | null } | undefined> {
    const placed = db
      .insert(orders)
      // The assigned expert's account, so that the console lists the order and permissions can check it.
      .values({ ...order, expertAccountId: expertAccountOf((order.expert as { id: string }).id) })
      .onConflictDoNothing({ target: [orders.sessionId, orders.idempotencyKey] })
      .returning({ id: orders.id, createdAt: orders.createdAt, expertAccountId: orders.expertAccountId });
    const firstSteps = sql.join(
      STEPS_AT_CREATION.map(({ step, status }) => sql`(${step}::smallint, ${status})`),
      sql`, `,
    );
    // The notifications go in the same transaction: an order is placed with them or not at all.
    return db.transaction(async (tx) => {
      const result = await tx.execute(sql`
        WITH placed AS (${placed.getSQL()}),
        history AS (
          INSERT INTO ${orderStatusHistory} (order_id, step, status, at)
          SELECT placed.id, first.step, first.status, placed.created_at FROM placed CROSS JOIN (VALUES ${firstSteps}) AS first (step, status)
        ),
        job AS (INSERT INTO ${draftJobs} (order_id) SELECT placed.id FROM placed)
        SELECT placed.id::float8 AS id, ${epochMs(sql`placed.created_at`)} AS created_ms, placed.expert_account_id FROM placed`);
      const [row] = rowsOf<{ id: number; created_ms: number; expert_account_id: string | null }>(result);
      if (!row) return undefined;
      const subject = { type: 'order' as const, reference: order.orderNumber };
      const service = clip(findLegalService(order.serviceId)?.title ?? order.serviceId, 200);
      await recordEvent(tx, { kind: 'order-placed', recipientAccountId: order.accountId, subject, data: { service, role: 'client' } });
      await recordEvent(tx, { kind: 'order-placed', recipientAccountId: row.expert_account_id, subject, data: { service, role: 'expert' } });
      return { id: Number(row.id), createdAt: new Date(Number(row.created_ms)), expertAccountId: row.expert_account_id };
    });
  }

  const byKey = async (sessionId: string, idempotencyKey: string) =>
    withHistory(
      await select()
        .where(and(eq(orders.sessionId, sessionId), eq(orders.idempotencyKey, idempotencyKey)))
        .limit(1),
    )[0];

  return {
    /** The order an earlier request with this key placed, if any (so a retry is never charged again). */
    byKey,
    /**
     * Stores the order once per (session, Idempotency-Key), race-safe: the insert does nothing when
     * the key is already there (or being inserted concurrently, which it waits for), and the stored
     * order is returned instead. An order number already taken is drawn again.
     */
    async place(order: NewOrder): Promise<{ created: boolean; stored: StoredOrder }> {
      for (let attempt = 0; ; attempt += 1) {
        const orderNumber = newOrderNumber();
        try {
          const placed = await insert({ ...order, orderNumber });
          if (!placed) break;
          const row = {
            ...order,
            language: order.language ?? 'en',
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
    async byNumber(owner: Owner, orderNumber: string): Promise<StoredOrder | undefined> {
      return withHistory(
        await select()
          .where(and(eq(orders.orderNumber, orderNumber), ownedBy(orders, owner)))
          .limit(1),
      )[0];
    },
    async ofOwner(owner: Owner, limit = LIST_LIMIT): Promise<StoredOrder[]> {
      return withHistory(await select().where(ownedBy(orders, owner)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit));
    },
  };
}

export type OrderStore = ReturnType<typeof createOrderStore>;
