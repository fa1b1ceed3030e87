/**
 * Live presence (issue 26): an account is online while it has an open event stream (a
 * conversation's or the private list's). Each stream writes `presence.last_seen_at` when it opens
 * and on every heartbeat (15 s), so any instance answers "online" from the table: seen within the
 * last minute. Nothing is kept in an instance's memory.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { presence } from '../db/schema';

export const ONLINE_WITHIN_MS = 60_000;

export async function touchPresence(db: Db, accountId: string, now: number): Promise<void> {
  const at = new Date(now);
  await db
    .insert(presence)
    .values({ accountId, lastSeenAt: at })
    .onConflictDoUpdate({ target: presence.accountId, set: { lastSeenAt: sql`GREATEST(${presence.lastSeenAt}, EXCLUDED.last_seen_at)` } });
}

export const isOnline = (lastSeenAt: Date | null, now: number) => lastSeenAt !== null && now - lastSeenAt.getTime() <= ONLINE_WITHIN_MS;
