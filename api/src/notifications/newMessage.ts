/**
 * The conversations' "new message" hook (conversations/events.ts), registered by the
 * notifications plugin: the other side hears of a message in the transaction that stores it. One
 * unread notification per conversation is enough: while the last one is unread, further messages
 * add none (the conversation itself shows them, and the recipient's phone is not buzzed per line).
 * Never the message's text, only who wrote (lock screens); a guest client, with no account, gets none.
 */
import { eq } from 'drizzle-orm';
import { findExpertById } from '@nyaya/shared/data/experts';
import type { NewMessageEvent, Transaction } from '../conversations/events';
import { bookings, orders } from '../db/schema';
import { clip, hasUnread, recordEvent } from './events';

const nameIn = (json: unknown) => String((json as { name?: unknown } | null)?.name ?? '');

/** The sender's name as the other side knows it: the expert's, or the client's from the order's or booking's contact. */
async function senderName(tx: Transaction, event: NewMessageEvent): Promise<string> {
  if (event.subject.orderId !== null) {
    const [row] = await tx.select({ expert: orders.expert, contact: orders.contact }).from(orders).where(eq(orders.id, event.subject.orderId));
    return row ? nameIn(event.from === 'expert' ? row.expert : row.contact) : '';
  }
  if (event.subject.bookingId === null) return '';
  const [row] = await tx.select({ expertId: bookings.expertId, contact: bookings.contact }).from(bookings).where(eq(bookings.id, event.subject.bookingId));
  if (!row) return '';
  return event.from === 'expert' ? (findExpertById(row.expertId)?.name ?? '') : nameIn(row.contact);
}

/** A member conversation's (issue 26): each other member hears of it, once while their last one is unread. */
async function recordMemberMessage(event: NewMessageEvent, member: NonNullable<NewMessageEvent['member']>, tx: Transaction): Promise<void> {
  const subject = { type: 'conversation' as const, reference: event.subject.reference };
  for (const recipient of member.recipients) {
    if (await hasUnread(tx, recipient, 'new-message', subject.reference)) continue;
    const data = { from: clip(member.senderName, 120), ...(member.kind === 'group' && member.title ? { group: clip(member.title, 120) } : {}) };
    await recordEvent(tx, { kind: 'new-message', recipientAccountId: recipient, subject, data });
  }
}

export async function recordNewMessage(event: NewMessageEvent, tx: Transaction): Promise<void> {
  if (event.member) return recordMemberMessage(event, event.member, tx);
  const recipient = event.recipient.accountId;
  if (!recipient) return;
  const subject = { type: event.subject.kind === 'order' ? ('order' as const) : ('booking' as const), reference: event.subject.reference };
  if (await hasUnread(tx, recipient, 'new-message', subject.reference)) return;
  await recordEvent(tx, { kind: 'new-message', recipientAccountId: recipient, subject, data: { from: clip(await senderName(tx, event), 120) } });
}
