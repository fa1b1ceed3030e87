/**
 * What a chat message may say (issue 25), the same rule on the composer and the server: plain text
 * as typed, cleaned of what cannot be seen or would mislead (bidirectional controls, zero-width and
 * control characters; tab and line feed stay, a carriage return becomes a line feed), trimmed, and
 * 1 to 2,000 characters. A message with an attachment may have no text. Nothing in it is ever read
 * as HTML or markup: screens render it as a text node.
 */
import { sanitizeText } from './sanitizeText';

/** In UTF-16 units, as a textarea's `maxLength` counts, so the composer and the server agree. */
export const MESSAGE_MAX_LENGTH = 2000;

/** What the server keeps of a typed body. */
export function cleanMessageBody(text: string): string {
  return sanitizeText(text.replace(/\r\n?/g, '\n')).trim();
}

export type MessageBodyVerdict = { ok: true; body: string } | { ok: false; reason: 'empty' | 'too-long'; length: number };

/** Whether a typed body may be sent (after cleaning): empty only with an attachment, never over the limit. */
export function checkMessageBody(text: string, { hasAttachment = false }: { hasAttachment?: boolean } = {}): MessageBodyVerdict {
  const body = cleanMessageBody(text);
  if (body.length > MESSAGE_MAX_LENGTH) return { ok: false, reason: 'too-long', length: body.length };
  if (body.length === 0 && !hasAttachment) return { ok: false, reason: 'empty', length: 0 };
  return { ok: true, body };
}

/**
 * A conversation is named by what it is about: an order's number (ORD…) or a consultation's
 * reference (BKG…); a conversation between members (issue 26: direct or group, about nothing
 * bought) by `CNV` and its id. Anything else names nothing.
 */
const REFERENCE = /^(ORD|BKG)[A-Z0-9]{9}$/;
const MEMBER_REFERENCE = /^CNV([1-9]\d{0,14})$/;

export type ConversationSubjectKind = 'order' | 'consultation' | 'member';

export function conversationSubjectOf(reference: string): ConversationSubjectKind | null {
  if (MEMBER_REFERENCE.test(reference)) return 'member';
  if (!REFERENCE.test(reference)) return null;
  return reference.startsWith('ORD') ? 'order' : 'consultation';
}

/** A member conversation's reference (`CNV42`). */
export const memberConversationReference = (id: number) => `CNV${id}`;

/** The id in a member conversation's reference, or null. */
export function memberConversationIdOf(reference: string): number | null {
  const match = MEMBER_REFERENCE.exec(reference);
  return match ? Number(match[1]) : null;
}

/** The id a screen gives a message before sending it, so a retried send is the same message: 16–64 URL-safe characters. */
export const MESSAGE_CLIENT_ID = /^[A-Za-z0-9_-]{16,64}$/;
