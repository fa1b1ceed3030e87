/**
 * Checking a new space with the shared rule (the server's messages), and the rate of an account's membership writes (joining, leaving, asking, an admin's decisions):
 * 30 a minute, besides the general 120 writes a minute. Someone tapping Join and Leave by hand
 * stays well within; a script flipping a space's count is stopped.
 */
import type { FastifyInstance } from 'fastify';
import type { FieldError } from '@nyaya/shared/api';
import { checkSpace, type SpaceDraft, type SpaceProblem } from '@nyaya/shared/rules/info/spacePost';
import { invalid, tooMany } from '../problems';

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

const labels = { name: 'The name', type: 'The kind of space', description: 'The description' } as const;

function message(problem: SpaceProblem): string {
  if (problem.reason === 'unknown') return 'Choose whether the space is Public or Private.';
  if (problem.reason === 'empty') return `${labels[problem.field]} is empty: write something.`;
  if (problem.reason === 'too-short') return `${labels[problem.field]} needs at least ${problem.limit} characters; it has ${problem.length}.`;
  return `${labels[problem.field]} may have at most ${problem.limit} characters; it has ${problem.length}.`;
}

/** A new space as the shared rule cleans it, or a 400 naming each field's problem. */
export function spaceInput(draft: SpaceDraft) {
  const verdict = checkSpace(draft);
  if (verdict.ok) return verdict.value;
  const errors: FieldError[] = verdict.problems.map((problem) => ({ field: problem.field, message: message(problem) }));
  throw invalid(errors, errors[0]?.message);
}
