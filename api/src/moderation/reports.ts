/**
 * Reports and reviews (issue 26). Each kind of target says who owns an id (`owners`), so a report
 * of something missing is 404 and of one's own is refused; a private message is found only by a
 * member of its conversation (anyone else: 404, as for the message itself). The review queue starts
 * from the reports that still count, grouped by target, and keeps only the targets that still exist.
 * A private message is in it with its own text and writer only: the reviewer reads what was
 * reported, never the conversation around it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { REPORTS_TO_HIDE, type HiddenItem, type ReportReason, type ReportTargetKind } from '@nyaya/shared/api';
import type { Db } from '../db/database';
import { accounts, conversationMembers, discussions, messages, moderationReviews, replies, reports } from '../db/schema';
import { notifyMessageChange } from '../conversations/announce';
import { notifyChange } from '../discussions/announce';
import { discussionReadable } from '../spaces/access';
import { hiddenSql } from './hidden';
import { rowsOf } from '../db/rows';

const REPLY_ID = /^[1-9]\d{0,15}$/;

/**
 * The owner's account id; null when it has none (a seeded sample, an erased writer); undefined when
 * there is no such target, or `reporter` may not see it.
 */
type Owner = (db: Db, id: string, reporter?: string) => Promise<string | null | undefined>;

export const owners: Partial<Record<ReportTargetKind, Owner>> = {
  async discussion(db, id, reporter) {
    const [row] = await db.select({ owner: discussions.authorAccountId }).from(discussions).where(eq(discussions.id, id));
    // A private space's discussion is not there for anyone but its members (spaces/access.ts).
    if (!row || (reporter && !(await discussionReadable(db, id, reporter)))) return undefined;
    return row.owner;
  },
  async reply(db, id, reporter) {
    if (!REPLY_ID.test(id)) return undefined;
    const [row] = await db
      .select({ owner: replies.authorAccountId, discussionId: replies.discussionId })
      .from(replies)
      .where(eq(replies.id, Number(id)));
    if (!row || (reporter && !(await discussionReadable(db, row.discussionId, reporter)))) return undefined;
    return row.owner;
  },
  async message(db, id, reporter) {
    if (!REPLY_ID.test(id)) return undefined;
    const [row] = await db
      .select({ owner: messages.senderAccountId, conversationId: messages.conversationId })
      .from(messages)
      .where(and(eq(messages.id, Number(id)), eq(messages.sender, 'member')));
    if (!row) return undefined;
    if (reporter) {
      const [member] = await db
        .select({ id: conversationMembers.accountId })
        .from(conversationMembers)
        .where(and(eq(conversationMembers.conversationId, row.conversationId), eq(conversationMembers.accountId, reporter)));
      if (!member) return undefined;
    }
    return row.owner;
  },
  async member(db, id) {
    const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id));
    return row ? row.id : undefined;
  },
};

interface QueueRow {
  kind: ReportTargetKind;
  id: string;
  discussion_id: string | null;
  title: string | null;
  body: string | null;
  author_name: string | null;
  reports: number;
  reasons: ReportReason[] | string;
}

/** Postgres hands a text[] back as an array; PGlite may as its literal `{a,b}`. */
const reasonsOf = (value: ReportReason[] | string): ReportReason[] =>
  Array.isArray(value)
    ? value
    : (value
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean) as ReportReason[]);

/** Announces a member message's change to its conversation's open pages (`changed`). */
async function announceMessage(tx: Pick<Db, 'execute'>, id: string): Promise<void> {
  if (!REPLY_ID.test(id)) return;
  const [row] = rowsOf<{ conversation_id: number }>(await tx.execute(sql`SELECT conversation_id FROM ${messages} WHERE id = ${Number(id)}`));
  if (row) await notifyMessageChange(tx, Number(row.conversation_id), Number(id));
}

/** `deleteFile`: a removed message's attachment, deleted from the blob store once the removal has committed. */
export function createModerationStore(db: Db, now: () => number, deleteFile: (key: string) => Promise<void> = async () => {}) {
  return {
    /** Records the report; a repeat by the same account changes nothing. */
    async report(row: { targetKind: ReportTargetKind; targetId: string; reporterAccountId: string; reason: ReportReason; note: string | null }) {
      if (row.targetKind === 'message') {
        // The report that hides a message: its conversation's pages read it again (and hide it),
        // now or on reconnect. One transaction, so the change is recorded with the report or neither;
        // the conversation's lock first, so two last reports at once cannot both count 2 and stay silent.
        await db.transaction(async (tx) => {
          await tx.execute(
            sql`SELECT c.id FROM conversations c JOIN ${messages} m ON m.conversation_id = c.id WHERE m.id = ${Number(row.targetId)} FOR UPDATE OF c`,
          );
          const [added] = await tx
            .insert(reports)
            .values({ ...row, createdAt: new Date(now()) })
            .onConflictDoNothing()
            .returning({ id: reports.id });
          if (!added) return;
          const [message] = rowsOf<{ hidden: boolean }>(await tx.execute(sql`SELECT ${hiddenSql('message', sql`${row.targetId}`)} AS hidden`));
          if (message?.hidden === true || (message?.hidden as unknown) === 't') await announceMessage(tx, row.targetId);
        });
        return;
      }
      const [added] = await db
        .insert(reports)
        .values({ ...row, createdAt: new Date(now()) })
        .onConflictDoNothing()
        .returning({ id: reports.id });
      if (!added || row.targetKind !== 'reply') return;
      // The report that hides a reply: open pages of its discussion read it again (and hide it).
      const [reply] = rowsOf<{ discussion_id: string; hidden: boolean }>(
        await db.execute(sql`SELECT r.discussion_id, ${hiddenSql('reply', sql`r.id::text`)} AS hidden FROM ${replies} r WHERE r.id = ${Number(row.targetId)}`),
      );
      if (reply?.hidden) await notifyChange(db, reply.discussion_id, Number(row.targetId));
    },

    /** Hidden targets that still exist, most reported first. */
    async hidden(): Promise<HiddenItem[]> {
      const result = await db.execute(sql`
        WITH counting AS (
          SELECT rp.target_kind, rp.target_id, count(*)::int AS reports, array_agg(DISTINCT rp.reason) AS reasons
          FROM ${reports} rp LEFT JOIN ${moderationReviews} mr ON mr.target_kind = rp.target_kind AND mr.target_id = rp.target_id
          WHERE rp.created_at > coalesce(mr.decided_at, '-infinity'::timestamptz)
          GROUP BY rp.target_kind, rp.target_id
          HAVING count(*) >= ${REPORTS_TO_HIDE})
        SELECT c.target_kind AS kind, c.target_id AS id, c.reports, c.reasons,
          coalesce(d.id, r.discussion_id) AS discussion_id,
          coalesce(d.title, rd.title, ma.name, '') AS title,
          coalesce(d.body, r.body, m.body, '') AS body,
          coalesce(da.name, d.seed_author, ra.name, r.seed_author, ma.name, mwa.name, '') AS author_name
        FROM counting c
        LEFT JOIN ${discussions} d ON c.target_kind = 'discussion' AND d.id = c.target_id
        LEFT JOIN accounts da ON da.id = d.author_account_id
        LEFT JOIN ${replies} r ON c.target_kind = 'reply' AND r.id::text = c.target_id
        LEFT JOIN ${discussions} rd ON rd.id = r.discussion_id
        LEFT JOIN accounts ra ON ra.id = r.author_account_id
        LEFT JOIN accounts ma ON c.target_kind = 'member' AND ma.id = c.target_id
        LEFT JOIN ${messages} m ON c.target_kind = 'message' AND m.id::text = c.target_id
        LEFT JOIN accounts mwa ON mwa.id = m.sender_account_id
        WHERE d.id IS NOT NULL OR r.id IS NOT NULL OR ma.id IS NOT NULL OR m.id IS NOT NULL
        ORDER BY c.reports DESC, c.target_kind, c.target_id
        LIMIT 200`);
      return rowsOf<QueueRow>(result).map((row) => ({
        kind: row.kind,
        id: row.id,
        discussionId: row.kind === 'member' || row.kind === 'message' ? null : row.discussion_id,
        title: row.title ?? '',
        body: row.body ?? '',
        author: { name: row.author_name ?? '' },
        reports: Number(row.reports),
        reasons: reasonsOf(row.reasons),
      }));
    },

    /**
     * Restore (the reports so far stop counting) or remove (a discussion or reply is deleted, with
     * its replies and votes; a message with its file). False when there is no such target.
     */
    async decide(kind: ReportTargetKind, id: string, decision: 'restore' | 'remove', reviewerAccountId: string): Promise<boolean> {
      let removedFile: string | null = null;
      const found = await db.transaction(async (tx) => {
        let found: boolean;
        if (decision === 'restore') found = (await owners[kind]?.(tx as unknown as Db, id)) !== undefined;
        else if (kind === 'discussion') found = (await tx.delete(discussions).where(eq(discussions.id, id)).returning({ id: discussions.id })).length > 0;
        else if (kind === 'reply' && REPLY_ID.test(id)) {
          const [gone] = await tx
            .delete(replies)
            .where(eq(replies.id, Number(id)))
            .returning({ discussionId: replies.discussionId });
          if (gone) await notifyChange(tx, gone.discussionId, Number(id));
          found = gone !== undefined;
        } else if (kind === 'message' && REPLY_ID.test(id)) {
          const [gone] = await tx
            .delete(messages)
            .where(and(eq(messages.id, Number(id)), eq(messages.sender, 'member')))
            .returning({ conversationId: messages.conversationId, file: messages.attachmentKey });
          if (gone) await notifyMessageChange(tx, gone.conversationId, Number(id));
          removedFile = gone?.file ?? null;
          found = gone !== undefined;
        } else found = false;
        if (!found) return false;
        const review = { decision: decision === 'restore' ? ('restored' as const) : ('removed' as const), reviewerAccountId, decidedAt: new Date(now()) };
        await tx
          .insert(moderationReviews)
          .values({ targetKind: kind, targetId: id, ...review })
          .onConflictDoUpdate({ target: [moderationReviews.targetKind, moderationReviews.targetId], set: review });
        if (kind === 'reply' && decision === 'restore') {
          const [reply] = await tx
            .select({ discussionId: replies.discussionId })
            .from(replies)
            .where(eq(replies.id, Number(id)));
          if (reply) await notifyChange(tx, reply.discussionId, Number(id));
        }
        if (kind === 'message' && decision === 'restore') await announceMessage(tx, id);
        return true;
      });
      if (removedFile) await deleteFile(removedFile).catch(() => {});
      return found;
    },
  };
}

export type ModerationStore = ReturnType<typeof createModerationStore>;
