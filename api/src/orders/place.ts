/**
 * Placing an order is one prepared statement, so one round trip and atomic without a transaction
 * of its own: the order (unless its session and Idempotency-Key are already there), its first
 * history rows, its first draft's job, the notifications of the client (when signed in) and of the
 * assigned expert with their outbox rows, and, for a browser's first write, its new guest session.
 * A statement that fails leaves none of them; one that commits leaves all (docs/api-performance.md:
 * seven round trips became this one).
 */
import { sql } from 'drizzle-orm';
import type { NotificationData } from '@nyaya/shared/api';
import type { Db } from '../db/database';
import { preparedSql } from '../db/prepared';
import { draftJobs, orderStatusHistory, orders } from '../db/schema';
import { expertAccountOf } from '../accounts/experts';
import { eventData, recordEventsSql } from '../notifications/events';
import { insertSessionSql, sessionPlaceholders, type NewSession } from '../sessions/store';
import { STEPS_COMPLETED_AT_PLACING } from './progress';

/** The steps completed when an order is placed (by Nyaya: completed_by is null); the next is current. */
export const STEPS_AT_CREATION = STEPS_COMPLETED_AT_PLACING.map((step) => ({ step, status: 'completed' as const }));

/** Every column an order is placed with; the statement has a placeholder for each. */
const ORDER_COLUMNS = [
  'orderNumber',
  'sessionId',
  'accountId',
  'idempotencyKey',
  'requestHash',
  'serviceId',
  'offerId',
  'providerName',
  'estimatedDelivery',
  'quote',
  'totalPaise',
  'expert',
  'intake',
  'contact',
  'state',
  'autoAssignBudgetPaise',
  'autoAssignTimeline',
  'payment',
  'language',
] as const satisfies ReadonlyArray<keyof typeof orders.$inferInsert>;

export type OrderToPlace = Pick<typeof orders.$inferInsert, (typeof ORDER_COLUMNS)[number]> & { expert: { id: string } };

export interface Placed {
  id: number;
  createdAt: Date;
  expertAccountId: string | null;
}

/** A timestamp as whole milliseconds since the epoch, exact (numeric arithmetic), as a JSON number. */
const epochMs = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000)::float8`);

function placeStatement(db: Db, withSession: boolean) {
  const values = Object.fromEntries(ORDER_COLUMNS.map((column) => [column, sql.placeholder(column)]));
  const insert = {
    ...values,
    // The assigned expert's account, so that the console lists the order and permissions can check it.
    expertAccountId: expertAccountOf(sql.placeholder('expertId')),
  } as unknown as typeof orders.$inferInsert;
  const placed = db
    .insert(orders)
    .values(insert)
    .onConflictDoNothing({ target: [orders.sessionId, orders.idempotencyKey] })
    .returning({ id: orders.id, createdAt: orders.createdAt, accountId: orders.accountId, expertAccountId: orders.expertAccountId });
  const firstSteps = sql.join(
    STEPS_AT_CREATION.map(({ step, status }) => sql`(${sql.raw(String(step))}::smallint, ${sql.raw(`'${status}'`)})`),
    sql`, `,
  );
  // The client hears of it when signed in (a guest has no account to tell), the expert always.
  const recipients = sql`(SELECT placed.account_id, ${sql.placeholder('clientEvent')}::jsonb FROM placed
      UNION ALL SELECT placed.expert_account_id, ${sql.placeholder('expertEvent')}::jsonb FROM placed)`;
  return sql`
    WITH ${withSession ? sql`session AS (${insertSessionSql(db)}),` : sql``}
    placed AS (${placed.getSQL()}),
    history AS (
      INSERT INTO ${orderStatusHistory} (order_id, step, status, at)
      SELECT placed.id, first.step, first.status, placed.created_at FROM placed CROSS JOIN (VALUES ${firstSteps}) AS first (step, status)
    ),
    job AS (INSERT INTO ${draftJobs} (order_id) SELECT placed.id FROM placed),
    ${recordEventsSql('order-placed', { type: 'order', reference: sql.placeholder('orderNumber') }, recipients)}
    SELECT placed.id::float8 AS id, ${epochMs('placed.created_at')} AS created_ms, placed.expert_account_id FROM placed`;
}

/**
 * `place(order, newSession)`: the placed order's id, time and expert account, or undefined when
 * its (session, Idempotency-Key) was already there. `newSession` (a browser's first write) is
 * stored by the same statement, so a failed order leaves no session behind it either.
 */
export function orderPlacer(db: Db) {
  const existingSession = preparedSql<{ id: number; created_ms: number; expert_account_id: string | null }>(db, 'order_place', placeStatement(db, false));
  const newSession = preparedSql<{ id: number; created_ms: number; expert_account_id: string | null }>(db, 'order_place_new_session', placeStatement(db, true));
  return async (order: OrderToPlace, service: string, session: NewSession | null): Promise<Placed | undefined> => {
    const events = (role: NotificationData<'order-placed'>['role']) => JSON.stringify(eventData('order-placed', { service, role }));
    const values: Record<string, unknown> = { ...order, expertId: order.expert.id, clientEvent: events('client'), expertEvent: events('expert') };
    for (const column of ORDER_COLUMNS) values[column] ??= null;
    const [row] = session ? await newSession({ ...values, ...sessionPlaceholders(session) }) : await existingSession(values);
    return row && { id: Number(row.id), createdAt: new Date(Number(row.created_ms)), expertAccountId: row.expert_account_id };
  };
}
