/**
 * Whether the order's draft has been delivered to the client: Delivery, the last step, is
 * completed only then (issue 25). Delivered means the latest version was delivered and the
 * client has not asked to revise it: after a revision the corrected draft must be delivered
 * before Delivery can be completed again. Takes the transaction the completion runs in (on
 * PGlite a query beside an open transaction would wait for it). The console's routes take it as
 * an option (`ConsoleOptions.hasDeliveredDraft`), so tests can stand in for it.
 */
import type { Db } from '../db/database';
import { draftStore } from '../drafts/store';

export type HasDeliveredDraft = (tx: Db, orderId: number) => Promise<boolean>;

export const hasDeliveredDraft: HasDeliveredDraft = async (tx, orderId) => {
  const latest = await draftStore.latest(tx, orderId);
  return Boolean(latest?.deliveredAt && !latest.revisionAskedAt);
};
