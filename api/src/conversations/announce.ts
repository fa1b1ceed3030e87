/**
 * A message changed under its readers (issue 26): hidden after its third report, restored or
 * removed by a reviewer. Stored as a row of `message_changes` (db/messagesSchema.ts) whose id is
 * taken from the messages' sequence under the conversation's lock, then announced on the messages'
 * channel like a new message (`{conversation}:{id}`): the hub reads it with the messages after each
 * stream's cursor, so a stream that was away when it happened gets it on reconnect.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';
import { MESSAGES_CHANNEL } from './store';

/**
 * Records and announces the change; both take effect when `tx` commits. Call it inside a
 * transaction: the conversation's row lock is what keeps ids in commit order (conversations/store.ts).
 */
export async function notifyMessageChange(tx: Pick<Db, 'execute'>, conversationId: number, messageId: number): Promise<void> {
  await tx.execute(sql`SELECT id FROM conversations WHERE id = ${conversationId} FOR UPDATE`);
  const [change] = rowsOf<{ id: number }>(
    await tx.execute(sql`
      INSERT INTO message_changes (id, conversation_id, message_id)
      VALUES (nextval(pg_get_serial_sequence('messages', 'id')), ${conversationId}, ${messageId})
      RETURNING id::float8 AS id`),
  );
  if (change) await tx.execute(sql`SELECT pg_notify(${MESSAGES_CHANNEL}, ${`${conversationId}:${Number(change.id)}`})`);
}
