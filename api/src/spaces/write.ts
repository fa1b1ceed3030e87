/**
 * The rate of an account's membership writes (joining, leaving, asking, an admin's decisions):
 * 30 a minute, besides the general 120 writes a minute. Someone tapping Join and Leave by hand
 * stays well within; a script flipping a space's count is stopped.
 */
import type { FastifyInstance } from 'fastify';
import { tooMany } from '../problems';

export const SPACE_WRITES_PER_MINUTE = 30;

/** Counts this account's membership write; 429 saying how long to wait. */
export async function countSpaceWrite(app: FastifyInstance, accountId: string): Promise<void> {
  const verdict = await app.limits.hit([{ key: `space-writes:${accountId}`, max: SPACE_WRITES_PER_MINUTE, windowMs: 60_000 }]);
  if (verdict.allowed) return;
  const seconds = Math.ceil(verdict.retryAfterSeconds);
  throw tooMany(
    `You are joining and leaving spaces too quickly: at most ${SPACE_WRITES_PER_MINUTE} changes a minute. Wait ${seconds} s, then try again.`,
    seconds,
  );
}
