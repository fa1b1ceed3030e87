/**
 * Checking what a member writes (the shared rule, with the server's messages) and the per-account
 * rate of posts: 10 new discussions an hour and 20 replies or edits a minute, besides the general
 * 120 writes a minute. A person writing by hand stays well within; a script is stopped.
 */
import type { FastifyInstance } from 'fastify';
import type { FieldError } from '@nyaya/shared/api';
import type { Db } from '../db/database';
import { checkDiscussion, checkReply, type PostProblem } from '@nyaya/shared/rules/info/discussionPost';
import { invalid, tooMany } from '../problems';

export const DISCUSSIONS_PER_HOUR = 10;
export const POSTS_PER_MINUTE = 20;
const MINUTE = 60_000;

const labels = { title: 'The title', category: 'The category', body: 'The text' } as const;

function message(problem: PostProblem): string {
  if (problem.reason === 'unknown') return 'Choose one of the categories: Technology, Environment, Finance, Health or Politics.';
  if (problem.reason === 'empty') return `${labels[problem.field]} is empty: write something.`;
  if (problem.reason === 'too-short') return `${labels[problem.field]} needs at least ${problem.limit} characters; it has ${problem.length}.`;
  return `${labels[problem.field]} may have at most ${problem.limit?.toLocaleString('en-IN')} characters; it has ${problem.length?.toLocaleString('en-IN')}.`;
}

const refuse = (problems: PostProblem[]) => {
  const errors: FieldError[] = problems.map((problem) => ({ field: problem.field, message: message(problem) }));
  return invalid(errors, errors[0]?.message);
};

export function discussionInput(draft: { title: string; category: string; body: string }) {
  const verdict = checkDiscussion(draft);
  if (!verdict.ok) throw refuse(verdict.problems);
  return verdict.value;
}

export function replyInput(body: string): string {
  const verdict = checkReply(body);
  if (!verdict.ok) throw refuse(verdict.problems);
  return verdict.body;
}

/**
 * Counts this account's post against its limits; 429 saying which and how long to wait. A new post
 * is counted with `tx`, the transaction that stores it, once stored: a post refused on the way (the
 * new-account limit, a reused client id) or rolled back leaves the allowance as it was.
 */
export async function countPost(app: FastifyInstance, accountId: string, kind: 'discussion' | 'post', tx?: Db): Promise<void> {
  const limits = [{ key: `posts:${accountId}`, max: POSTS_PER_MINUTE, windowMs: MINUTE }];
  if (kind === 'discussion') limits.push({ key: `discussions:${accountId}`, max: DISCUSSIONS_PER_HOUR, windowMs: 60 * MINUTE });
  const verdict = await app.limits.hit(limits, tx);
  if (verdict.allowed) return;
  const seconds = Math.ceil(verdict.retryAfterSeconds);
  throw tooMany(
    verdict.exceeded?.key.startsWith('discussions:')
      ? `You have started ${DISCUSSIONS_PER_HOUR} discussions in the last hour. Wait ${Math.ceil(seconds / 60)} min, then try again; what you wrote is kept.`
      : `You are posting too quickly: at most ${POSTS_PER_MINUTE} replies or edits a minute. Wait ${seconds} s, then try again; what you wrote is kept.`,
    seconds,
  );
}
