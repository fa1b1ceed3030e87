/** The browser-side stores kept on the account: one JSON value per store key (SYNCED_STORE_KEYS). */
import { eq, sql } from 'drizzle-orm';
import type { SyncedStoreKey } from '@nyaya/shared/api';
import type { Db } from '../db/database';
import { syncedState } from '../db/schema';

export type SyncedEntries = Partial<Record<SyncedStoreKey, { value: unknown; updatedAt: string }>>;

export function createSyncedState(db: Db, now: () => number) {
  return {
    async all(accountId: string): Promise<SyncedEntries> {
      const rows = await db.select().from(syncedState).where(eq(syncedState.accountId, accountId));
      return Object.fromEntries(rows.map((row) => [row.key, { value: row.value, updatedAt: row.updatedAt.toISOString() }]));
    },
    /** Last write wins: each store holds what the user last chose on any device. */
    async put(accountId: string, key: SyncedStoreKey, value: unknown): Promise<{ value: unknown; updatedAt: string }> {
      const at = new Date(now());
      await db
        .insert(syncedState)
        .values({ accountId, key, value, updatedAt: at })
        .onConflictDoUpdate({ target: [syncedState.accountId, syncedState.key], set: { value: sql`excluded.value`, updatedAt: at } });
      return { value, updatedAt: at.toISOString() };
    },
  };
}
