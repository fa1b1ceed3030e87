/**
 * Every error the API answers is RFC 9457 problem details (`application/problem+json`): a type, a
 * title, the status, a detail a person can read and, for a 400, the fields at fault by their path
 * in the request ("contact.mobile"). Never a stack trace, never a driver's message.
 */
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { PROBLEM_CONTENT_TYPE, type FieldError, type Problem } from '@nyaya/shared/api';

export class ProblemError extends Error {
  constructor(
    readonly problem: Problem,
    readonly headers: Record<string, string> = {},
  ) {
    super(problem.title);
  }
}

const titles: Record<number, string> = {
  400: 'Invalid request',
  401: 'Sign in first',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Request too large',
  415: 'Unsupported media type',
  422: 'Unprocessable request',
  429: 'Too many requests',
  431: 'Request headers too large',
  500: 'Internal error',
  503: 'Service unavailable',
};

export function problem(status: number, detail?: string, extra: Partial<Problem> = {}): Problem {
  return { type: 'about:blank', title: titles[status] ?? 'Error', status, ...(detail ? { detail } : {}), ...extra };
}

export function invalid(errors: FieldError[], detail = 'Some fields are not valid.'): ProblemError {
  return new ProblemError(problem(400, detail, { errors }));
}

export function notFound(detail: string): ProblemError {
  return new ProblemError(problem(404, detail));
}

/** A zod error as field errors: `['contact', 'mobile']` → `contact.mobile`; unknown keys each by name. */
export function fieldErrors(error: z.ZodError, prefix: string[] = []): FieldError[] {
  const errors: FieldError[] = [];
  for (const issue of error.issues) {
    const path = [...prefix, ...issue.path.map(String)];
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors.push({ field: [...path, key].join('.'), message: 'This field is not accepted.' });
    } else errors.push({ field: path.join('.') || '(body)', message: issue.message });
  }
  return errors;
}

/** A limit reached: 429 with Retry-After, and the wait in the body for screens that cannot read headers. */
export function tooMany(detail: string, retryAfterSeconds: number): ProblemError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ProblemError(problem(429, detail, { retryAfterSeconds: seconds }), { 'retry-after': String(seconds) });
}

export function sendProblem(reply: FastifyReply, body: Problem, headers: Record<string, string> = {}): FastifyReply {
  return reply.code(body.status).headers(headers).type(PROBLEM_CONTENT_TYPE).send(body);
}
