/**
 * Private messages' own SQL (issue 26): the account's list (each conversation's last message,
 * unread count and members with their presence), opening the one direct conversation of a pair,
 * making groups and adding members, the member lookup and blocks. Messages themselves are the
 * conversations' (conversations/store.ts).
 */
import { and, asc, eq, ilike, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { PrivateConversation } from '@nyaya/shared/api';
import { memberConversationReference } from '@nyaya/shared/rules/conversation';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';
import { accounts, conversationMembers, conversations, discussions, memberBlocks, messages, presence, replies } from '../db/schema';
import { hiddenSql } from '../moderation/hidden';
import { notifyInbox } from './inbox';
import { isOnline } from './presence';

/** The list shows at most this many, the latest activity first. */
export const LIST_MAX = 200;
export const LOOKUP_MAX = 10;

interface ListRow {
  id: number;
  kind: 'direct' | 'group';
  title: string | null;
  created_at: string | Date;
  unread: number;
  last_body: string | null;
  last_at: string | Date | null;
  last_sender: string | null;
  last_attachment: string | null;
  last_hidden: boolean | string | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();
/** "a:b" for a pair, whichever opens it: the direct conversation's unique key. */
export const directKeyOf = (a: string, b: string) => [a, b].sort().join(':');

export function createMessagesStore(db: Db, now: () => number) {
  return {
    async list(accountId: string): Promise<PrivateConversation[]> {
      const rows = rowsOf<ListRow>(
        await db.execute(sql`
          SELECT c.id, c.kind, c.title, c.created_at,
            (SELECT count(*) FROM messages x WHERE x.conversation_id = c.id AND x.id > m.last_read_id AND x.sender_account_id IS DISTINCT FROM ${accountId})::int AS unread,
            l.body AS last_body, l.created_at AS last_at, l.sender_account_id AS last_sender, l.attachment_key AS last_attachment,
            ${hiddenSql('message', sql`l.id::text`)} AS last_hidden
          FROM conversation_members m
          JOIN conversations c ON c.id = m.conversation_id
          LEFT JOIN LATERAL (SELECT id, body, created_at, sender_account_id, attachment_key FROM messages WHERE conversation_id = c.id ORDER BY id DESC LIMIT 1) l ON true
          WHERE m.account_id = ${accountId}
          ORDER BY coalesce(l.created_at, c.created_at) DESC, c.id DESC
          LIMIT ${LIST_MAX}`),
      );
      if (!rows.length) return [];
      const ids = rows.map((row) => Number(row.id));
      const [others, blocked] = await Promise.all([
        db
          .select({ conversationId: conversationMembers.conversationId, id: accounts.id, name: accounts.name, lastSeenAt: presence.lastSeenAt })
          .from(conversationMembers)
          .innerJoin(accounts, eq(accounts.id, conversationMembers.accountId))
          .leftJoin(presence, eq(presence.accountId, accounts.id))
          .where(and(inArray(conversationMembers.conversationId, ids), ne(conversationMembers.accountId, accountId)))
          .orderBy(asc(conversationMembers.joinedAt)),
        db.select({ id: memberBlocks.blockedId }).from(memberBlocks).where(eq(memberBlocks.blockerId, accountId)),
      ]);
      const blockedIds = new Set(blocked.map((row) => row.id));
      const at = now();
      return rows.map((row) => {
        // Hidden after reports (issue 26): its writer still reads it; anyone else, nothing of it.
        const hidden = row.last_hidden === true || row.last_hidden === 't';
        const withheld = hidden && row.last_sender !== accountId;
        const members = others
          .filter((other) => other.conversationId === Number(row.id))
          .map((other) => ({ id: other.id, name: other.name?.trim() ?? '', online: isOnline(other.lastSeenAt, at) }));
        return {
          reference: memberConversationReference(Number(row.id)),
          kind: row.kind,
          title: row.kind === 'group' ? (row.title ?? '') : (members[0]?.name ?? ''),
          members,
          lastMessage:
            row.last_at === null
              ? null
              : {
                  body: withheld ? '' : (row.last_body ?? ''),
                  at: iso(row.last_at),
                  mine: row.last_sender === accountId,
                  hasAttachment: !withheld && row.last_attachment !== null,
                  ...(hidden && { hidden: true as const }),
                },
          unread: Number(row.unread),
          blocked: row.kind === 'direct' && members.some((member) => blockedIds.has(member.id)),
          createdAt: iso(row.created_at),
        };
      });
    },

    /** The ids among `ids` that are accounts (not the asker), as given. */
    async existing(ids: string[], asker: string): Promise<string[]> {
      const wanted = [...new Set(ids)].filter((id) => id !== asker);
      if (!wanted.length) return [];
      const found = await db.select({ id: accounts.id }).from(accounts).where(inArray(accounts.id, wanted));
      return found.map((row) => row.id);
    },

    /** The pair's direct conversation id, made now the first time (two first opens at once make one). */
    async openDirect(accountId: string, otherId: string): Promise<number> {
      const directKey = directKeyOf(accountId, otherId);
      return db.transaction(async (tx) => {
        const [made] = await tx
          .insert(conversations)
          .values({ kind: 'direct', directKey })
          .onConflictDoNothing({ target: conversations.directKey })
          .returning({ id: conversations.id });
        if (made) {
          await tx.insert(conversationMembers).values([
            { conversationId: made.id, accountId },
            { conversationId: made.id, accountId: otherId },
          ]);
          await notifyInbox(tx, [accountId, otherId]);
          return made.id;
        }
        const [found] = await tx.select({ id: conversations.id }).from(conversations).where(eq(conversations.directKey, directKey)).limit(1);
        if (!found) throw new Error('A direct conversation conflicted on its pair but could not be read back.');
        return found.id;
      });
    },

    async createGroup(accountId: string, title: string, memberIds: string[]): Promise<number> {
      return db.transaction(async (tx) => {
        const [made] = await tx.insert(conversations).values({ kind: 'group', title }).returning({ id: conversations.id });
        const everyone = [accountId, ...memberIds];
        await tx.insert(conversationMembers).values(everyone.map((id) => ({ conversationId: made!.id, accountId: id })));
        await notifyInbox(tx, everyone);
        return made!.id;
      });
    },

    /**
     * The account leaves a group: what it wrote stays for the others (it was said to them), its
     * membership goes. The last member to leave takes the group with it; the attachments' blob
     * keys are returned, to delete once this commits.
     */
    async leave(conversationId: number, accountId: string, everyone: string[]): Promise<string[]> {
      return db.transaction(async (tx) => {
        await tx.delete(conversationMembers).where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.accountId, accountId)));
        await notifyInbox(tx, everyone);
        const [left] = await tx
          .select({ id: conversationMembers.accountId })
          .from(conversationMembers)
          .where(eq(conversationMembers.conversationId, conversationId))
          .limit(1);
        if (left) return [];
        const files = await tx
          .select({ key: messages.attachmentKey })
          .from(messages)
          .where(and(eq(messages.conversationId, conversationId), isNotNull(messages.attachmentKey)));
        await tx.delete(conversations).where(eq(conversations.id, conversationId));
        return files.map((file) => file.key!);
      });
    },

    async addMembers(conversationId: number, memberIds: string[], everyone: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(conversationMembers)
          .values(memberIds.map((id) => ({ conversationId, accountId: id })))
          .onConflictDoNothing();
        await notifyInbox(tx, [...everyone, ...memberIds]);
      });
    },

    /**
     * Members whose display name contains `name`, among those who have written in a public
     * discussion (their name is already public there); never the asker, never who blocked them.
     */
    async lookup(asker: string, name: string) {
      const pattern = `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const authors = db
        .select({ id: discussions.authorAccountId })
        .from(discussions)
        .where(isNotNull(discussions.authorAccountId))
        .union(db.select({ id: replies.authorAccountId }).from(replies).where(isNotNull(replies.authorAccountId)));
      const blockedMe = db.select({ id: memberBlocks.blockerId }).from(memberBlocks).where(eq(memberBlocks.blockedId, asker));
      const rows = await db
        .select({ id: accounts.id, name: accounts.name })
        .from(accounts)
        .where(and(ilike(accounts.name, pattern), ne(accounts.id, asker), inArray(accounts.id, authors), sql`${accounts.id} NOT IN ${blockedMe}`))
        .orderBy(asc(accounts.name))
        .limit(LOOKUP_MAX);
      return rows.map((row) => ({ id: row.id, name: row.name?.trim() ?? '' }));
    },

    async blocked(accountId: string) {
      const rows = await db
        .select({ id: accounts.id, name: accounts.name })
        .from(memberBlocks)
        .innerJoin(accounts, eq(accounts.id, memberBlocks.blockedId))
        .where(eq(memberBlocks.blockerId, accountId))
        .orderBy(asc(memberBlocks.createdAt));
      return rows.map((row) => ({ id: row.id, name: row.name?.trim() ?? '' }));
    },

    async block(blocker: string, blocked: string) {
      await db.insert(memberBlocks).values({ blockerId: blocker, blockedId: blocked }).onConflictDoNothing();
      await notifyInbox(db, [blocker]);
    },

    async unblock(blocker: string, blocked: string) {
      await db.delete(memberBlocks).where(and(eq(memberBlocks.blockerId, blocker), eq(memberBlocks.blockedId, blocked)));
      await notifyInbox(db, [blocker]);
    },

    /** Whether any of `ids` has blocked `asker` or been blocked by them (no adding each other to groups). */
    async anyBlock(asker: string, ids: string[]): Promise<boolean> {
      if (!ids.length) return false;
      const [row] = await db
        .select({ blocker: memberBlocks.blockerId })
        .from(memberBlocks)
        .where(
          or(
            and(eq(memberBlocks.blockerId, asker), inArray(memberBlocks.blockedId, ids)),
            and(eq(memberBlocks.blockedId, asker), inArray(memberBlocks.blockerId, ids)),
          ),
        )
        .limit(1);
      return Boolean(row);
    },
  };
}

export type MessagesStore = ReturnType<typeof createMessagesStore>;
