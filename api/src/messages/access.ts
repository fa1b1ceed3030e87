/**
 * A member conversation (issue 26) as the conversations' engine sees it: found only by its members
 * (anyone else, a guest included, finds nothing: 404, as for an order that is not theirs). Every
 * member is the party `member`; who wrote a message is its `sender_account_id`.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { memberConversationIdOf } from '@nyaya/shared/rules/conversation';
import type { Db } from '../db/database';
import { accounts, conversationMembers, conversations } from '../db/schema';
import type { Owner } from '../owner';

export interface MemberAccess {
  kind: 'direct' | 'group';
  title: string | null;
  /** The viewer's account. */
  accountId: string;
  /** Everyone in it, the viewer included. */
  members: { id: string; name: string }[];
}

export async function memberConversation(db: Db, viewer: Owner, reference: string) {
  const id = memberConversationIdOf(reference);
  if (id === null || !viewer.accountId) return undefined;
  const [row] = await db
    .select({ id: conversations.id, kind: conversations.kind, title: conversations.title })
    .from(conversations)
    .innerJoin(conversationMembers, and(eq(conversationMembers.conversationId, conversations.id), eq(conversationMembers.accountId, viewer.accountId)))
    .where(and(eq(conversations.id, id), inArray(conversations.kind, ['direct', 'group'])))
    .limit(1);
  if (!row) return undefined;
  const members = await db
    .select({ id: accounts.id, name: accounts.name })
    .from(conversationMembers)
    .innerJoin(accounts, eq(accounts.id, conversationMembers.accountId))
    .where(eq(conversationMembers.conversationId, id))
    .orderBy(conversationMembers.joinedAt);
  const member: MemberAccess = {
    kind: row.kind as MemberAccess['kind'],
    title: row.title,
    accountId: viewer.accountId,
    members: members.map((m) => ({ id: m.id, name: m.name?.trim() ?? '' })),
  };
  const others = member.members.filter((m) => m.id !== viewer.accountId);
  // A direct conversation is named by the other member; the screen words an empty name ("Nyaya member").
  const counterpart = member.kind === 'group' ? (member.title ?? '') : (others[0]?.name ?? '');
  return { conversationId: row.id, member, counterpart };
}
