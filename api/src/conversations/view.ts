/** A stored message as the API answers it (the contract's MessageView): plain text, the attachment's name and type. */
import type { MessageView } from '@nyaya/shared/api';
import type { messages } from '../db/schema';

export type MessageRow = typeof messages.$inferSelect;

export function messageView(row: MessageRow): MessageView {
  return {
    id: row.id,
    clientId: row.clientId,
    from: row.sender,
    ...(row.sender === 'member' && { author: row.senderAccountId }),
    body: row.body,
    attachment:
      row.attachmentKey && row.attachmentType && row.attachmentName !== null && row.attachmentSize !== null
        ? { fileName: row.attachmentName, type: row.attachmentType, size: row.attachmentSize }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}
