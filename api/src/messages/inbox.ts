/**
 * The private list's live side (issue 26): whenever an account's conversations change (a message
 * in one, a new one, members added) the change's transaction NOTIFYs `nyaya_inbox` with the
 * account's id, once per member, going out on commit. Each instance LISTENs once and pokes the
 * open list streams of that account, which read the list again. A stream that was away reads the
 * list when it comes back, so a lost notification costs nothing but a moment.
 */
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/database';
import type { Transaction } from '../conversations/events';

export const INBOX_CHANNEL = 'nyaya_inbox';

export async function notifyInbox(tx: Db | Transaction, accountIds: Iterable<string>): Promise<void> {
  for (const accountId of new Set(accountIds)) await tx.execute(sql`SELECT pg_notify(${INBOX_CHANNEL}, ${accountId})`);
}

export interface Inbox {
  /** Calls `poke` whenever the account's list may have changed; returns the removal. */
  watch(accountId: string, poke: () => void): () => void;
  stop(): Promise<void>;
}

export async function startInbox(database: Pick<Database, 'listen'>): Promise<Inbox> {
  const watchers = new Map<string, Set<() => void>>();
  const pokeAll = () => {
    for (const set of watchers.values()) for (const poke of set) poke();
  };
  const unlisten = await database.listen(INBOX_CHANNEL, {
    onNotify: (accountId) => {
      for (const poke of watchers.get(accountId) ?? []) poke();
    },
    onReconnect: pokeAll,
  });
  return {
    watch(accountId, poke) {
      const set = watchers.get(accountId) ?? new Set();
      set.add(poke);
      watchers.set(accountId, set);
      return () => {
        set.delete(poke);
        if (!set.size && watchers.get(accountId) === set) watchers.delete(accountId);
      };
    },
    async stop() {
      watchers.clear();
      await unlisten();
    },
  };
}
