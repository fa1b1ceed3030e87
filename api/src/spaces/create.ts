/**
 * Starting a space (issue 26): the author becomes its admin and first member in one transaction.
 * Under a lock on the author (an advisory lock held to commit), a retry with the same client id
 * finds the space it made, and the day's count is read from the rows: two creates sent at once
 * cannot both pass the limit. A name another space has (case aside) is refused; two accounts
 * taking one name at the same instant meet the unique index, and the second is refused the same way.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { SPACE_COLOURS } from '@nyaya/shared/api';
import { SPACES_PER_DAY, type NewSpaceType } from '@nyaya/shared/rules/info/spacePost';
import { UNIQUE_VIOLATION, databaseError, type Db } from '../db/database';
import { spaceMembers, spaces } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface NewSpace {
  accountId: string;
  name: string;
  type: NewSpaceType;
  description: string;
  clientId: string;
  requestHash: string;
}

export type Created =
  { kind: 'created' | 'again'; id: string; requestHash: string | null } | { kind: 'name-taken' } | { kind: 'limit'; retryAfterSeconds: number };

export function newSpaceId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return `sp-${Array.from(randomBytes(12), (byte) => alphabet[byte % 36]).join('')}`;
}

/** A colour for the space's tile, the same for the same name: the list does not look random on each load. */
export function colourFor(name: string): (typeof SPACE_COLOURS)[number] {
  return SPACE_COLOURS[createHash('sha256').update(name.toLowerCase()).digest()[0]! % SPACE_COLOURS.length]!;
}

/** `clock` is read once the author's lock is held: a request that waited on another's insert counts from after it. */
export async function createSpace(db: Db, clock: () => number, space: NewSpace): Promise<Created> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`space-create:${space.accountId}`}))`);
      const now = clock();
      const [earlier] = await tx
        .select({ id: spaces.id, requestHash: spaces.requestHash })
        .from(spaces)
        .where(and(eq(spaces.adminAccountId, space.accountId), eq(spaces.clientId, space.clientId)));
      if (earlier) return { kind: 'again', ...earlier } as const;
      const since = new Date(now - DAY_MS);
      const recent = await tx
        .select({ at: spaces.createdAt })
        .from(spaces)
        .where(and(eq(spaces.adminAccountId, space.accountId), gt(spaces.createdAt, since)))
        .orderBy(spaces.createdAt);
      if (recent.length >= SPACES_PER_DAY) {
        return { kind: 'limit', retryAfterSeconds: Math.max(1, Math.ceil((recent[0]!.at.getTime() + DAY_MS - now) / 1000)) } as const;
      }
      const [taken] = await tx
        .select({ n: count() })
        .from(spaces)
        .where(sql`lower(${spaces.name}) = lower(${space.name})`);
      if (taken!.n > 0) return { kind: 'name-taken' } as const;
      const id = newSpaceId();
      const createdAt = new Date(now);
      await tx.insert(spaces).values({
        id,
        name: space.name,
        type: space.type,
        description: space.description,
        colour: colourFor(space.name),
        adminAccountId: space.accountId,
        clientId: space.clientId,
        requestHash: space.requestHash,
        createdAt,
      });
      await tx.insert(spaceMembers).values({ spaceId: id, accountId: space.accountId, status: 'member', createdAt });
      return { kind: 'created', id, requestHash: space.requestHash } as const;
    });
  } catch (error) {
    const { code, constraint } = databaseError(error);
    if (code === UNIQUE_VIOLATION && constraint === 'spaces_name_key') return { kind: 'name-taken' };
    throw error;
  }
}
