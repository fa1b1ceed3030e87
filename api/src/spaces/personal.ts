/**
 * An account's spaces in its data export: where it is a member or asked to be. Erasure needs
 * nothing here: deleting the account deletes its membership rows by the foreign key, and a space
 * it looked after keeps going without an admin (`admin_account_id` set to null).
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { spaceMembers, spaces } from '../db/schema';

export async function spacesExport(db: Db, accountId: string) {
  const rows = await db
    .select({ spaceId: spaces.id, name: spaces.name, status: spaceMembers.status, since: spaceMembers.createdAt })
    .from(spaceMembers)
    .innerJoin(spaces, eq(spaces.id, spaceMembers.spaceId))
    .where(eq(spaceMembers.accountId, accountId))
    .orderBy(asc(spaceMembers.id));
  return rows.map((row) => ({ ...row, since: row.since.toISOString() }));
}
