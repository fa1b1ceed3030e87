/**
 * Who may open a conversation, and as which side: the order's or booking's owner (owner.ts: the
 * signed-in account, else the guest session that placed it) is the client; the account the order
 * or consultation is assigned to is the expert. Anyone else finds nothing (404), as for the order
 * itself. The conversation's row is made the first time either side opens it.
 */
import { and, eq, or } from 'drizzle-orm';
import { findExpertById } from '@nyaya/shared/data/experts';
import { conversationSubjectOf, type ConversationSubjectKind } from '@nyaya/shared/rules/conversation';
import type { Db } from '../db/database';
import { bookings, conversations, orders } from '../db/schema';
import { memberConversation, type MemberAccess } from '../messages/access';
import { ownedBy, type Owner } from '../owner';

/** `member`: a conversation between members (issue 26), where every member is the same party. */
export type Party = 'client' | 'expert' | 'member';

export interface ConversationAccess {
  conversationId: number;
  subject: ConversationSubjectKind;
  reference: string;
  orderId: number | null;
  bookingId: string | null;
  /** Which side the viewer is. */
  party: Party;
  /** The other side's name, as shown in the conversation's header. */
  counterpart: string;
  /** Messages may still be sent (not a cancelled consultation, not an erased client). */
  open: boolean;
  /** The two sides, for whoever is told of a new message (notifications). */
  client: { accountId: string | null; sessionId: string };
  expertAccountId: string | null;
  /** A member conversation's members and the viewer's account (absent for an order's or a consultation's). */
  member?: MemberAccess;
}

interface SubjectRow {
  id: number | string;
  accountId: string | null;
  sessionId: string;
  expertAccountId: string | null;
  contact: unknown;
  expertName: string;
  cancelled: boolean;
  conversationId: number | null;
}

const nameOf = (contact: unknown) => ((contact as { name?: unknown }).name as string | undefined) ?? '';
/** Erasure (accounts/personalData.ts) leaves `erased:` sessions on kept orders: nobody is on the client's side any more. */
const erased = (sessionId: string) => sessionId.startsWith('erased:');

async function orderSubject(db: Db, viewer: Owner, reference: string): Promise<SubjectRow | undefined> {
  const [row] = await db
    .select({
      id: orders.id,
      accountId: orders.accountId,
      sessionId: orders.sessionId,
      expertAccountId: orders.expertAccountId,
      contact: orders.contact,
      expert: orders.expert,
      conversationId: conversations.id,
    })
    .from(orders)
    .leftJoin(conversations, eq(conversations.orderId, orders.id))
    .where(
      and(
        eq(orders.orderNumber, reference),
        viewer.accountId ? or(ownedBy(orders, viewer), eq(orders.expertAccountId, viewer.accountId)) : ownedBy(orders, viewer),
      ),
    )
    .limit(1);
  return row && { ...row, expertName: (row.expert as { name?: string }).name ?? '', cancelled: false };
}

async function bookingSubject(db: Db, viewer: Owner, reference: string): Promise<SubjectRow | undefined> {
  const [row] = await db
    .select({
      id: bookings.id,
      accountId: bookings.accountId,
      sessionId: bookings.sessionId,
      expertAccountId: bookings.expertAccountId,
      contact: bookings.contact,
      expertId: bookings.expertId,
      status: bookings.status,
      conversationId: conversations.id,
    })
    .from(bookings)
    .leftJoin(conversations, eq(conversations.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.reference, reference),
        viewer.accountId ? or(ownedBy(bookings, viewer), eq(bookings.expertAccountId, viewer.accountId)) : ownedBy(bookings, viewer),
      ),
    )
    .limit(1);
  return row && { ...row, expertName: findExpertById(row.expertId)?.name ?? row.expertId, cancelled: row.status === 'cancelled' };
}

/** The conversation's id, made now if neither side has opened it before (two first visits at once make one). */
async function ensureConversation(db: Db, subject: { orderId: number } | { bookingId: string }): Promise<number> {
  const target = 'orderId' in subject ? conversations.orderId : conversations.bookingId;
  const [made] = await db.insert(conversations).values(subject).onConflictDoNothing({ target }).returning({ id: conversations.id });
  if (made) return made.id;
  const where = 'orderId' in subject ? eq(conversations.orderId, subject.orderId) : eq(conversations.bookingId, subject.bookingId);
  const [found] = await db.select({ id: conversations.id }).from(conversations).where(where).limit(1);
  if (!found) throw new Error('A conversation conflicted on its subject but could not be read back.');
  return found.id;
}

/** The conversation named by `reference` as `viewer` may see it, or undefined (anyone else, or no such order or booking). */
export async function conversationFor(db: Db, viewer: Owner, reference: string): Promise<ConversationAccess | undefined> {
  const subject = conversationSubjectOf(reference);
  if (!subject) return undefined;
  if (subject === 'member') {
    const found = await memberConversation(db, viewer, reference);
    if (!found) return undefined;
    return {
      conversationId: found.conversationId,
      subject,
      reference,
      orderId: null,
      bookingId: null,
      party: 'member',
      counterpart: found.counterpart,
      // Who may write is decided per message (blocks, new accounts: messages/rules.ts).
      open: true,
      client: { accountId: null, sessionId: '' },
      expertAccountId: null,
      member: found.member,
    };
  }
  const row = subject === 'order' ? await orderSubject(db, viewer, reference) : await bookingSubject(db, viewer, reference);
  if (!row) return undefined;
  // The owner is the client even when the same account is also the one assigned.
  const isClient = viewer.accountId ? row.accountId === viewer.accountId : row.sessionId === viewer.sessionId && row.accountId === null;
  const party: Party = isClient ? 'client' : 'expert';
  const orderId = subject === 'order' ? (row.id as number) : null;
  const bookingId = subject === 'consultation' ? (row.id as string) : null;
  const conversationId = row.conversationId ?? (await ensureConversation(db, orderId !== null ? { orderId } : { bookingId: bookingId! }));
  return {
    conversationId,
    subject,
    reference,
    orderId,
    bookingId,
    party,
    counterpart: party === 'client' ? row.expertName : nameOf(row.contact),
    open: !row.cancelled && !erased(row.sessionId),
    client: { accountId: row.accountId, sessionId: row.sessionId },
    expertAccountId: row.expertAccountId,
  };
}
