/** A stored message as the API answers it (the contract's MessageView): plain text, the attachment's name and type. */
import type { MessageView } from '@nyaya/shared/api';
import type { messages } from '../db/schema';

/** `hidden`: read with the reports' rule (moderation/hidden.ts) where messages are listed or streamed. */
export type MessageRow = typeof messages.$inferSelect & { hidden?: boolean };

/** A message hidden, restored or removed (announce.ts): an event of the stream, `id` its place in it. */
export type MessageChange = { id: number; changed: number };
/** What a conversation's stream carries, in id order: messages and changes to earlier ones. */
export type LiveRow = MessageRow | MessageChange;
export const isChange = (row: LiveRow): row is MessageChange => 'changed' in row;

/**
 * `viewer` is the reading account. A message hidden after reports (issue 26) reaches everyone but
 * its writer with no text and no file, only `hidden: true`; its writer still reads it, marked, as
 * a reply's author does.
 */
export function messageView(row: MessageRow, viewer?: string | null): MessageView {
  const withheld = row.hidden === true && !(viewer && row.senderAccountId === viewer);
  return {
    id: row.id,
    clientId: row.clientId,
    from: row.sender,
    ...(row.sender === 'member' && { author: row.senderAccountId }),
    body: withheld ? '' : row.body,
    attachment:
      !withheld && row.attachmentKey && row.attachmentType && row.attachmentName !== null && row.attachmentSize !== null
        ? { fileName: row.attachmentName, type: row.attachmentType, size: row.attachmentSize }
        : null,
    ...(row.hidden === true && { hidden: true }),
    createdAt: row.createdAt.toISOString(),
  };
}
