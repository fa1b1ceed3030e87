/**
 * The one way to say that something happened which the other party should hear of (issue 25):
 * `recordEvent(tx, event)` writes the in-app notification and its outbox row inside the caller's
 * transaction, so the event exists exactly when the change that caused it does: a rollback takes
 * both, a commit keeps both, and a crash in between leaves neither. The outbox is then sent on
 * push, email and SMS by the drainer (drainer.ts), at least once and deduplicated by its id.
 *
 * Where each kind is recorded (or will be):
 * - `order-placed`: orders/store.ts, with the order (→ the client, and the assigned expert).
 * - `step-completed`: console/store.ts, when the expert completes a step (→ the client).
 * - `draft-delivered`, `revision-requested`, `order-cancelled`: drafts/events.ts, called by delivering,
 *   asking for a revision and cancelling (→ the client; the expert; both, the client with the refund).
 * - `consultation-booked` / `consultation-cancelled`: bookings/store.ts (→ the client and the expert).
 * - `consultation-soon`: nextHour.ts, the scheduled job (→ the client and the expert, once each).
 * - `new-message`: the conversations work, in the transaction that stores the message (→ the other party).
 * - `document-requested` / `document-refused`: documents/review.ts, when the expert asks for or refuses one (→ the client).
 * - `event-place`: localEvents/store.ts, when a place comes free (→ the first person waiting).
 * - `space-join-approved`: spaces/store.ts, when a private space's admin approves a request (→ the asker).
 * - `space-join-requested`: spaces/store.ts, when someone asks to join a private space (→ its admin).
 */
import { and, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { NotificationDataSchemas, type NotificationData, type NotificationKind, type NotificationSubject } from '@nyaya/shared/api';
import type { Db } from '../db/database';
import { notificationOutbox, notifications } from '../db/schema';

/**
 * A Drizzle transaction (`db.transaction(async (tx) => …)`); a transaction is a `Db` to Drizzle's
 * types, so nothing stops passing the database itself, but then the event is no longer atomic
 * with its cause: don't.
 */
export type Transaction = Db;

export interface NotificationEvent<K extends NotificationKind = NotificationKind> {
  kind: K;
  /** Who hears of it. Null or undefined (an order a guest placed and never signed in to) records nothing. */
  recipientAccountId: string | null | undefined;
  /** The order (ORD…) or the consultation (its BKG… reference) it is about: where the notification links. */
  subject: NotificationSubject;
  data: NotificationData<K>;
  /** Records the event at most once for this key, whatever races (the next-hour reminder). */
  dedupeKey?: string;
}

/** People's words cut to fit a field of `max` UTF-16 units, never halving a surrogate pair ("…" marks the cut). */
/**
 * Whether `accountId` still has an unread notification of `kind` about `reference`: kinds that
 * say "something new here" (a message, a reply) add none while the last one is unread.
 */
export async function hasUnread(tx: Transaction, accountId: string, kind: NotificationKind, reference: string): Promise<boolean> {
  const [waiting] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.accountId, accountId), eq(notifications.kind, kind), eq(notifications.subject, reference), isNull(notifications.readAt)))
    .limit(1);
  return waiting !== undefined;
}

export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut}…`;
}

export interface RecordedEvent {
  notificationId: number;
  outboxId: number;
}

/**
 * Inserts the notification and its outbox row with `tx`. Returns null when there is no recipient
 * or the dedupe key was already used. Data that does not fit its kind throws (a programming error,
 * and it rolls the caller's change back with it rather than store a notification nobody can show).
 */
export async function recordEvent<K extends NotificationKind>(tx: Transaction, event: NotificationEvent<K>): Promise<RecordedEvent | null> {
  if (!event.recipientAccountId) return null;
  const data = eventData(event.kind, event.data);
  const [row] = await tx
    .insert(notifications)
    .values({
      accountId: event.recipientAccountId,
      kind: event.kind,
      subjectType: event.subject.type,
      subject: event.subject.reference,
      data,
      dedupeKey: event.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id });
  if (!row) return null;
  const [outbox] = await tx.insert(notificationOutbox).values({ notificationId: row.id }).returning({ id: notificationOutbox.id });
  return { notificationId: row.id, outboxId: outbox!.id };
}

/** An event's data, checked against its kind: data that does not fit is a programming error (it throws). */
export function eventData<K extends NotificationKind>(kind: K, data: NotificationData<K>): NotificationData<K> {
  return NotificationDataSchemas[kind].parse(data) as NotificationData<K>;
}

/**
 * `recordEvent` inside the statement that makes the change (orders/place.ts), for a write that is
 * one statement: two CTEs, `notified` and `outboxed`, that insert a notification and its outbox
 * row for each row of `recipients`, a subquery of `(account_id, data jsonb)` rows (a null account
 * records nothing). The statement commits them with its change or not at all, like a transaction
 * does for `recordEvent`; each data must have passed `eventData` first.
 */
export function recordEventsSql(kind: NotificationKind, subject: { type: NotificationSubject['type']; reference: Placeholder | string }, recipients: SQL): SQL {
  return sql`notified AS (
      INSERT INTO ${notifications} (account_id, kind, subject_type, subject, data)
      SELECT recipient.account_id, ${kind}, ${subject.type}, ${subject.reference}, recipient.data
      FROM ${recipients} AS recipient (account_id, data) WHERE recipient.account_id IS NOT NULL
      RETURNING id),
    outboxed AS (INSERT INTO ${notificationOutbox} (notification_id) SELECT id FROM notified)`;
}
