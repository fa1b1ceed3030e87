/**
 * The call site of the notifications' outbox for the drafts and cancelling (issue 25). The
 * notifications work (branch i25-notify) brings `recordEvent(tx, …)`, which writes an event in the
 * transaction of the change that caused it; until it lands this records nothing. Every caller
 * already passes its transaction, so wiring it is this one function:
 *   draft-delivered  → the client: "Your draft is ready to download"
 *   revision-asked   → the expert: "The client asked for changes", with the comment
 *   order-cancelled  → the expert: the order is cancelled, nothing more to do on it
 */
import type { Db } from '../db/database';

export type DraftEvent =
  | { kind: 'draft-delivered'; orderId: number; version: number; expertAccountId: string }
  | { kind: 'revision-asked'; orderId: number; version: number }
  | { kind: 'order-cancelled'; orderId: number; refundPaise: number };

export async function recordDraftEvent(_tx: Db, _event: DraftEvent): Promise<void> {
  // TODO(i25-notify): `await recordEvent(tx, …)` for each kind above once the outbox is on main.
}
