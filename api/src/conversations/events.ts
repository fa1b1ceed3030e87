/**
 * The "new message" event, for whoever must hear of a message besides the open pages (the
 * notifications' outbox). A hook runs inside the transaction that stores the message, with that
 * transaction: what it writes commits or rolls back with the message, so a crash neither loses nor
 * doubles the event. A hook that throws fails the send (500), and the sender's retry, with the same
 * client id, tries again. Register with `app.conversations.onNewMessage(hook)` from a plugin
 * registered after the conversations' one (app.ts).
 */
import type { Db } from '../db/database';
import type { ConversationAccess, Party } from './access';

/** A Drizzle transaction: the same query builder as `Db`, committed with the message. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface NewMessageEvent {
  conversationId: number;
  messageId: number;
  subject: { kind: ConversationAccess['subject']; reference: string; orderId: number | null; bookingId: string | null };
  from: Party;
  /** The side to tell: its account, or for a guest client the session that placed the order. */
  recipient: { party: Party; accountId: string | null; sessionId: string | null };
  /** The message's first 140 characters (plain text), for a notification's line. */
  preview: string;
  hasAttachment: boolean;
  createdAt: Date;
  /** A member conversation's (issue 26): who wrote, and every other member (each is told). */
  member?: { kind: 'direct' | 'group'; title: string | null; senderAccountId: string; senderName: string; recipients: string[] };
}

export type NewMessageHook = (event: NewMessageEvent, tx: Transaction) => Promise<void>;

export const PREVIEW_LENGTH = 140;

export function newMessageEvent(access: ConversationAccess, message: { id: number; body: string; hasAttachment: boolean; createdAt: Date }): NewMessageEvent {
  const to: Party = access.party === 'client' ? 'expert' : 'client';
  const member = access.member;
  return {
    ...(member && {
      member: {
        kind: member.kind,
        title: member.title,
        senderAccountId: member.accountId,
        senderName: member.members.find((m) => m.id === member.accountId)?.name ?? '',
        recipients: member.members.filter((m) => m.id !== member.accountId).map((m) => m.id),
      },
    }),
    conversationId: access.conversationId,
    messageId: message.id,
    subject: { kind: access.subject, reference: access.reference, orderId: access.orderId, bookingId: access.bookingId },
    from: access.party,
    recipient: member
      ? { party: 'member', accountId: null, sessionId: null }
      : to === 'expert'
        ? { party: to, accountId: access.expertAccountId, sessionId: null }
        : { party: to, accountId: access.client.accountId, sessionId: access.client.accountId ? null : access.client.sessionId },
    preview: [...message.body].slice(0, PREVIEW_LENGTH).join(''),
    hasAttachment: message.hasAttachment,
    createdAt: message.createdAt,
  };
}
