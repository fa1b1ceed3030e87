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

/** Most limits one hit counts with a prepared statement: a write's address and session. */
const PREPARED_LIMITS = 2;

export function createCounters(db: Db, now: () => number = Date.now) {
  let lastSweep = 0;
  const upsert = (via: Db, values: Array<typeof rateCounters.$inferInsert>) =>
    via
      .insert(rateCounters)
      .values(values)
      .onConflictDoUpdate({ target: [rateCounters.key, rateCounters.windowStart], set: { count: sql`${rateCounters.count} + 1` } })
      .returning({ key: rateCounters.key, count: rateCounters.count });
  // Every write counts one or two limits: those statements are built once and prepared.
  const prepared = Array.from({ length: PREPARED_LIMITS }, (_, index) => {
    const rows = Array.from({ length: index + 1 }, (_, row) => ({
      key: sql.placeholder(`key${row}`) as unknown as string,
      windowStart: sql.placeholder(`window${row}`) as unknown as Date,
      count: 1,
    }));
    return upsert(db, rows).prepare(`rate_counters_hit_${index + 1}`);
  });
  return {
    /**
     * Counts one hit on every limit (one statement), and says whether all are still within bounds.
     * `via`: a transaction to count in, so the hit is undone with it when what it counted fails.
     */
    async hit(limits: Limit[], via: Db = db): Promise<LimitVerdict> {
      if (limits.length === 0) return { allowed: true, retryAfterSeconds: 0 };
      const current = now();
      const windows = limits.map((limit) => Math.floor(current / limit.windowMs) * limit.windowMs);
      const values = limits.map((limit, index) => ({ key: limit.key, windowStart: new Date(windows[index]!), count: 1 }));
      const rows =
        via === db && limits.length <= PREPARED_LIMITS
          ? await prepared[limits.length - 1]!.execute(
              Object.fromEntries(
                values.flatMap((row, index) => [
                  [`key${index}`, row.key],
                  [`window${index}`, row.windowStart],
                ]),
              ),
            )
          : await upsert(via, values);
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
