/**
 * Whose an order or a booking is: a signed-in session's account (wherever it was placed, carried
 * over at sign-in), else the guest session that placed it and nobody else. Another owner's row is
 * not found (404), never forbidden (403): its existence is not confirmed.
 */
import { and, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export interface Owner {
  sessionId: string;
  accountId: string | null;
}

export function ownedBy(table: { sessionId: AnyPgColumn; accountId: AnyPgColumn }, owner: Owner): SQL {
  return owner.accountId ? eq(table.accountId, owner.accountId) : and(eq(table.sessionId, owner.sessionId), isNull(table.accountId))!;
}

/**
 * `ownedBy` for a prepared statement: the same condition with the `accountId` (signed in) or
 * `sessionId` (a guest) placeholder, one statement per kind of owner.
 */
export function ownerPlaceholders(table: { sessionId: AnyPgColumn; accountId: AnyPgColumn }, signedIn: boolean): SQL {
  return signedIn ? eq(table.accountId, sql.placeholder('accountId')) : and(eq(table.sessionId, sql.placeholder('sessionId')), isNull(table.accountId))!;
}

/**
 * `ownedBy` with the owner read by the same statement (columns of a session it looked up): the
 * session's account when it has one, else the guest session itself and an unclaimed row.
 */
export function ownedByColumns(table: { sessionId: AnyPgColumn; accountId: AnyPgColumn }, sessionId: SQLWrapper, accountId: SQLWrapper): SQL {
  return sql`CASE WHEN ${accountId} IS NULL THEN ${table.sessionId} = ${sessionId} AND ${table.accountId} IS NULL ELSE ${table.accountId} = ${accountId} END`;
}
