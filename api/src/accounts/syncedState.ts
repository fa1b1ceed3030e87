/**
 * The browser-side stores kept on the account: one JSON value per store key (SYNCED_STORE_KEYS),
 * written compare-and-set on its revision, so a device writing over a copy it has not seen is
 * refused rather than losing what another device added.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { SyncedStoreKey } from '@nyaya/shared/api';
import type { Db } from '../db/database';
import { syncedState } from '../db/schema';
import { requestHash } from '../idempotency';

export interface SyncedEntry {
  value: unknown;
  updatedAt: string;
  revision: number;
}
export type SyncedEntries = Partial<Record<SyncedStoreKey, SyncedEntry>>;

/** The write, or why not: the account's copy was at another revision (`current`, null when none). */
export type SyncedPut = { ok: true; entry: SyncedEntry } | { ok: false; current: SyncedEntry | null };

const entryOf = (row: { value: unknown; updatedAt: Date; revision: number }): SyncedEntry => ({
  value: row.value,
  updatedAt: row.updatedAt.toISOString(),
  revision: row.revision,
});

export function createSyncedState(db: Db, now: () => number) {
  const one = async (accountId: string, key: SyncedStoreKey): Promise<SyncedEntry | null> => {
    const [row] = await db
      .select()
      .from(syncedState)
      .where(and(eq(syncedState.accountId, accountId), eq(syncedState.key, key)));
    return row ? entryOf(row) : null;
  };

  return {
    async all(accountId: string): Promise<SyncedEntries> {
      const rows = await db.select().from(syncedState).where(eq(syncedState.accountId, accountId));
      return Object.fromEntries(rows.map((row) => [row.key, entryOf(row)]));
    },

    /**
     * Writes `value` if the account's copy is still at `base` (null: there is none yet). One SQL
     * statement decides, so of two writes on the same base exactly one lands, on PGlite and on
     * PostgreSQL alike (an UPDATE waiting on the other's row lock re-reads the revision).
     */
    async put(accountId: string, key: SyncedStoreKey, value: unknown, base: number | null): Promise<SyncedPut> {
      const at = new Date(now());
      const rows =
        base === null
          ? await db.insert(syncedState).values({ accountId, key, value, revision: 1, updatedAt: at }).onConflictDoNothing().returning()
          : await db
              .update(syncedState)
              .set({ value, revision: sql`${syncedState.revision} + 1`, updatedAt: at })
              .where(and(eq(syncedState.accountId, accountId), eq(syncedState.key, key), eq(syncedState.revision, base)))
              .returning();
      if (rows[0]) return { ok: true, entry: entryOf(rows[0]) };
      const current = await one(accountId, key);
      // A retried write whose first try landed (its answer lost) holds the same value: not a conflict.
      if (current && requestHash(current.value) === requestHash(value)) return { ok: true, entry: current };
      return { ok: false, current };
    },
  };
}
