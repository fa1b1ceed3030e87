/**
 * A message changed under its readers (issue 26): hidden after its third report, restored or
 * removed by a reviewer. Announced on the messages' channel as `{conversation}:{message}:changed`,
 * which the hub's new-message pattern ignores; open streams pass it on as a `changed` event.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { MESSAGES_CHANNEL } from './store';

const CHANGED = /^(\d{1,15}):(\d{1,15}):changed$/;

/** Announces the change once `tx` (or, given the database, at once) commits. */
export async function notifyMessageChange(tx: Pick<Db, 'execute'>, conversationId: number, messageId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${MESSAGES_CHANNEL}, ${`${conversationId}:${messageId}:changed`})`);
}

export function changedMessageOf(payload: string): { conversationId: number; messageId: number } | undefined {
  const match = CHANGED.exec(payload);
  return match ? { conversationId: Number(match[1]), messageId: Number(match[2]) } : undefined;
}
