/**
 * Idempotency of writes: every write carries an `Idempotency-Key`, and the same session and key
 * give the same order or booking; the same key with another request is refused (422).
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, IdempotencyKeySchema } from '@nyaya/shared/api';
import { ProblemError, invalid, problem } from './problems';

/** JSON with object keys sorted, so that the same request hashes the same whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What identifies a write for its Idempotency-Key: the same key with another request is refused. */
export function requestHash(request: unknown): string {
  return createHash('sha256').update(canonical(request)).digest('base64url');
}

/** The Idempotency-Key header, checked: 400 when it is missing or malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const parsed = IdempotencyKeySchema.safeParse(Array.isArray(header) ? header[0] : header);
  if (!parsed.success) {
    throw invalid(
      [{ field: 'Idempotency-Key', message: parsed.error.issues[0]?.message ?? 'Send an Idempotency-Key.' }],
      'Writes need an Idempotency-Key header.',
    );
  }
  return parsed.data;
}

/** 422; for an order, naming the order the key placed (this session's own), so a checkout can show it. */
export const keyReused = (what: string, extra: { orderNumber?: string } = {}) =>
  new ProblemError(
    problem(422, `This Idempotency-Key was already used for a different ${what}. Send a new key for a new ${what}.`, {
      title: 'Idempotency-Key reused',
      ...extra,
    }),
  );
