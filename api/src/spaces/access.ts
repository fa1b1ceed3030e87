/**
 * Who may read a discussion (issue 26): anyone, unless it was started in a private space, whose
 * discussions only its members read. For everyone else it is not there (404), replies and upvotes
 * included, so a private space's titles do not leak through the public list either.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';

/** A condition on a discussion `d` (SQL): it is outside every private space. */
export const outsidePrivateSpaces = sql`NOT EXISTS (SELECT 1 FROM spaces s WHERE s.id = d.space_id AND s.type = 'Private')`;

/** A condition on a discussion `d` (SQL): this viewer (null: a guest) may read it. */
export const readableBy = (viewer: string | null) => sql`(d.space_id IS NULL OR EXISTS (
  SELECT 1 FROM spaces s WHERE s.id = d.space_id
    AND (s.type = 'Public' OR EXISTS (SELECT 1 FROM space_members m WHERE m.space_id = s.id AND m.account_id = ${viewer} AND m.status = 'member'))))`;

/** The discussion exists and this viewer (null: a guest) may read it. */
export async function discussionReadable(db: Db, discussionId: string, viewer: string | null): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 AS ok FROM discussions d WHERE d.id = ${discussionId} AND ${readableBy(viewer)}`);
  return rowsOf(result).length > 0;
}
