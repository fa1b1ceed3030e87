/**
 * Who may write in a member conversation (issue 26), checked on every message besides the
 * conversations' own rate limit: nobody writes across a block (either way: the blocker unblocks
 * first), and an account younger than 24 hours writes only where another member has written first
 * (the anchor: Discourse's trust levels; a fresh account cannot cold-message people).
 */
import { and, eq, isNotNull, ne, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { memberBlocks, messages } from '../db/schema';
import { ProblemError, problem } from '../problems';
import type { MemberAccess } from './access';

export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

const refuse = (detail: string, title: string) => new ProblemError(problem(403, detail, { title }));

/** The blocks between two accounts: whether `a` blocked `b`, and whether `b` blocked `a`. */
export async function blocksBetween(db: Db, a: string, b: string): Promise<{ byMe: boolean; byThem: boolean }> {
  const rows = await db
    .select({ blocker: memberBlocks.blockerId })
    .from(memberBlocks)
    .where(or(and(eq(memberBlocks.blockerId, a), eq(memberBlocks.blockedId, b)), and(eq(memberBlocks.blockerId, b), eq(memberBlocks.blockedId, a))));
  return { byMe: rows.some((row) => row.blocker === a), byThem: rows.some((row) => row.blocker === b) };
}

export function isNewAccount(createdAt: Date, now: number, newAccountMs = NEW_ACCOUNT_MS): boolean {
  return now - createdAt.getTime() < newAccountMs;
}

export async function checkMemberWrite(
  db: Db,
  conversationId: number,
  member: MemberAccess,
  accountCreatedAt: Date | undefined,
  now: number,
  newAccountMs = NEW_ACCOUNT_MS,
): Promise<void> {
  if (member.kind === 'direct') {
    const other = member.members.find((m) => m.id !== member.accountId);
    if (other) {
      const blocks = await blocksBetween(db, member.accountId, other.id);
      if (blocks.byMe) throw refuse('You have blocked this member. Unblock them to write to them again.', 'Member blocked');
      if (blocks.byThem) throw refuse('This member does not accept messages from you.', 'Messages not accepted');
    }
  }
  if (accountCreatedAt && isNewAccount(accountCreatedAt, now, newAccountMs)) {
    const [written] = await db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), isNotNull(messages.senderAccountId), ne(messages.senderAccountId, member.accountId)))
      .limit(1);
    if (!written) {
      throw refuse(
        'Your account is less than 24 hours old: for now you can write only to members who have written to you first. Discussions are open to you meanwhile.',
        'New account',
      );
    }
  }
}
