/**
 * A reply to someone's public discussion tells its author (issue 26), in the transaction that
 * stores the reply. Like a new message: while the last such notification for that discussion is
 * unread, further replies add none (the page shows them all; twenty replies are not twenty buzzes).
 * Replying to one's own discussion, or to a seed discussion with no account, tells no one.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accounts } from '../db/schema';
import { clip, hasUnread, recordEvent } from './events';

/** `discussion` as the reply's route read it just before (no second read: most replies tell no one). */
export async function recordDiscussionReply(
  tx: Db,
  discussion: { id: string; authorAccountId: string | null; title: string },
  replierAccountId: string,
): Promise<void> {
  const recipient = discussion.authorAccountId;
  if (!recipient || recipient === replierAccountId) return;
  if (await hasUnread(tx, recipient, 'discussion-reply', discussion.id)) return;
  const [replier] = await tx.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, replierAccountId));
  await recordEvent(tx, {
    kind: 'discussion-reply',
    recipientAccountId: recipient,
    subject: { type: 'discussion', reference: discussion.id },
    data: { from: clip(replier?.name ?? '', 120), title: clip(discussion.title, 200) },
  });
}
