/**
 * Rate-limit counters kept in the database, so that every API instance counts the same requests
 * (an instance keeps no state of its own; N instances must not give N times the limit). Fixed
 * windows: one row per key and window, incremented atomically by an upsert.
 */
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rateCounters } from '../db/schema';

export interface Limit {
  /** What the key counts, e.g. `write:ip:203.0.113.7` or `write:session:…`. */
  key: string;
  max: number;
  windowMs: number;
}

export interface LimitVerdict {
  allowed: boolean;
  /** The first limit that was exceeded, and seconds until its window ends. */
  exceeded?: Limit;
  retryAfterSeconds: number;
}

/** How long counters are kept after their window (the longest window is an hour). */
const KEEP_MS = 2 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60_000;

export function createCounters(db: Db, now: () => number = Date.now) {
  let lastSweep = 0;
  return {
    /**
     * Counts one hit on every limit (one statement), and says whether all are still within bounds.
     * `via`: a transaction to count in, so the hit is undone with it when what it counted fails.
     */
    async hit(limits: Limit[], via: Db = db): Promise<LimitVerdict> {
      if (limits.length === 0) return { allowed: true, retryAfterSeconds: 0 };
      const current = now();
      const windows = limits.map((limit) => Math.floor(current / limit.windowMs) * limit.windowMs);
      const rows = await via
        .insert(rateCounters)
        .values(limits.map((limit, index) => ({ key: limit.key, windowStart: new Date(windows[index]!), count: 1 })))
        .onConflictDoUpdate({ target: [rateCounters.key, rateCounters.windowStart], set: { count: sql`${rateCounters.count} + 1` } })
        .returning({ key: rateCounters.key, count: rateCounters.count });
      const counts = new Map(rows.map((row) => [row.key, row.count]));
      if (current - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = current;
        // Old windows are never read again; one instance or another clears them now and then.
        await db.delete(rateCounters).where(lt(rateCounters.windowStart, new Date(current - KEEP_MS)));
      }
      for (const [index, limit] of limits.entries()) {
        if ((counts.get(limit.key) ?? 0) > limit.max) {
          return { allowed: false, exceeded: limit, retryAfterSeconds: (windows[index]! + limit.windowMs - current) / 1000 };
        }
      }
      return { allowed: true, retryAfterSeconds: 0 };
    },
  };
}

export type Counters = ReturnType<typeof createCounters>;
