/**
 * Spaces' SQL (issue 26). Member counts and last activity are read from the rows in the same query,
 * never stored. A join is one insert under the unique key (space, account), so two joins at once,
 * or a retried one, count once; in a private space the row waits as a request until the admin
 * approves it, in the same transaction as the member's notification (`space-join-approved`); asking
 * tells the admin (`space-join-requested`) the same way.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accounts, spaceMembers, spaces } from '../db/schema';
import { clip, recordEvent } from '../notifications/events';
import { rowsOf } from '../db/rows';

const epochMs = (column: SQL) => sql`floor(extract(epoch from ${column}) * 1000)::float8`;
export interface SpaceRow {
  id: string;
  name: string;
  type: 'Public' | 'Private';
  description: string;
  colour: string;
  members: number;
  activity_ms: number;
  mine: 'member' | 'pending' | null;
  admin: boolean;
}

export type Decided = 'none' | 'done';

export function createSpaceStore(db: Db, now: () => number) {
  async function rows(where: SQL, viewer: string | null): Promise<SpaceRow[]> {
    const result = await db.execute(sql`
      SELECT s.id, s.name, s.type, s.description, s.colour,
        (SELECT count(*)::int FROM ${spaceMembers} m WHERE m.space_id = s.id AND m.status = 'member') AS members,
        ${epochMs(sql`greatest(s.created_at,
          (SELECT max(m.created_at) FROM ${spaceMembers} m WHERE m.space_id = s.id AND m.status = 'member'),
          (SELECT max(d.created_at) FROM discussions d WHERE d.space_id = s.id))`)} AS activity_ms,
        (SELECT m.status FROM ${spaceMembers} m WHERE m.space_id = s.id AND m.account_id = ${viewer}) AS mine,
        coalesce(s.admin_account_id = ${viewer}, false) AS admin
      FROM ${spaces} s
      WHERE ${where}
      -- The seed's spaces first, as the sample lists them; then those members started, newest first.
      ORDER BY s.client_id IS NOT NULL, CASE WHEN s.client_id IS NULL THEN s.id END, s.created_at DESC, s.id`);
    return rowsOf<SpaceRow>(result);
  }

  return {
    list: (viewer: string | null) => rows(sql`true`, viewer),
    one: async (id: string, viewer: string | null) => (await rows(sql`s.id = ${id}`, viewer))[0],

    /**
     * A member of a public space at once, a request in a private one (its admin told, in the same
     * transaction); a second join changes nothing and tells no one again.
     */
    async join(spaceId: string, accountId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [space] = await tx.select({ type: spaces.type, name: spaces.name, admin: spaces.adminAccountId }).from(spaces).where(eq(spaces.id, spaceId));
        if (!space) return false;
        const [added] = await tx
          .insert(spaceMembers)
          .values({ spaceId, accountId, status: space.type === 'Private' ? 'pending' : 'member', createdAt: new Date(now()) })
          .onConflictDoNothing()
          .returning({ id: spaceMembers.id, status: spaceMembers.status });
        if (added?.status === 'pending' && space.admin && space.admin !== accountId) {
          const [asker] = await tx.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
          await recordEvent(tx, {
            kind: 'space-join-requested',
            recipientAccountId: space.admin,
            subject: { type: 'space', reference: spaceId },
            data: { from: clip(asker?.name ?? '', 120), name: clip(space.name, 200) },
            dedupeKey: `space-join-requested:${added.id}`,
          });
        }
        return true;
      });
    },

    /** Leaves the space, or withdraws a request; leaving one never joined changes nothing. */
    async leave(spaceId: string, accountId: string): Promise<boolean> {
      const [space] = await db.select({ id: spaces.id }).from(spaces).where(eq(spaces.id, spaceId));
      if (!space) return false;
      await db.delete(spaceMembers).where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.accountId, accountId)));
      return true;
    },

    async isMember(spaceId: string, accountId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: spaceMembers.id })
        .from(spaceMembers)
        .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.accountId, accountId), eq(spaceMembers.status, 'member')));
      return row !== undefined;
    },

    /** The requests waiting in a space, oldest first, with the asker's name as their account has it. */
    async requests(spaceId: string) {
      return db
        .select({ id: spaceMembers.id, name: accounts.name, mobile: accounts.mobile, askedAt: spaceMembers.createdAt })
        .from(spaceMembers)
        .innerJoin(accounts, eq(accounts.id, spaceMembers.accountId))
        .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.status, 'pending')))
        .orderBy(asc(spaceMembers.id));
    },

    /**
     * The admin's answer to a request: approving makes the asker a member and tells them; declining
     * removes the request. 'none' when the space is not this admin's or there is no such request
     * (an approval already made is 'done' again: safe to retry).
     */
    async decide(spaceId: string, adminAccountId: string, requestId: number, approve: boolean): Promise<Decided> {
      return db.transaction(async (tx) => {
        const [space] = await tx
          .select({ name: spaces.name })
          .from(spaces)
          .where(and(eq(spaces.id, spaceId), eq(spaces.adminAccountId, adminAccountId)));
        if (!space) return 'none';
        const request = and(eq(spaceMembers.id, requestId), eq(spaceMembers.spaceId, spaceId));
        if (!approve) {
          const removed = await tx
            .delete(spaceMembers)
            .where(and(request, eq(spaceMembers.status, 'pending')))
            .returning({ id: spaceMembers.id });
          return removed.length > 0 ? 'done' : 'none';
        }
        const [approved] = await tx
          .update(spaceMembers)
          .set({ status: 'member', createdAt: new Date(now()) })
          .where(and(request, eq(spaceMembers.status, 'pending')))
          .returning({ accountId: spaceMembers.accountId });
        if (!approved) {
          const [already] = await tx.select({ status: spaceMembers.status }).from(spaceMembers).where(request);
          return already?.status === 'member' ? 'done' : 'none';
        }
        await recordEvent(tx, {
          kind: 'space-join-approved',
          recipientAccountId: approved.accountId,
          subject: { type: 'space', reference: spaceId },
          data: { name: space.name },
          dedupeKey: `space-join-approved:${requestId}`,
        });
        return 'done';
      });
    },
  };
}

export type SpaceStore = ReturnType<typeof createSpaceStore>;
