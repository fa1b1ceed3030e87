import { z } from 'zod';

/** One field the server refused, by its path in the request ("contact.mobile"), and why. */
export const FieldErrorSchema = z.object({ field: z.string(), message: z.string() });

/**
 * An error as RFC 9457 problem details (`application/problem+json`): a clear title and detail,
 * the fields at fault for a 400, never a stack trace.
 */
export const ProblemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  errors: z.array(FieldErrorSchema).optional(),
  /** A wrong sign-in code (400): how many tries the code has left. */
  attemptsLeft: z.number().int().optional(),
  /** A limit reached (429): seconds until it may be tried again (also in Retry-After). */
  retryAfterSeconds: z.number().int().optional(),
  /** A limit that lifts at a known moment (a new account's posts, 429): when, ISO 8601, for screens to word. */
  retryAt: z.string().optional(),
  /** An Idempotency-Key reused with other details (422): the order this key already placed in this session. */
  orderNumber: z.string().optional(),
  /** A refused upload: why, as a `DocumentRefusalReason` a screen words in its own language. */
  reason: z.string().optional(),
  /** Cancelling at another refund than the one shown (409 `Refund changed`): what the server refunds now, paise. */
  refundPaise: z.number().int().optional(),
  /** A synced store written on a stale copy (409 `Stale copy`): the account's copy now; null when it has none. */
  current: z.object({ value: z.unknown(), updatedAt: z.string(), revision: z.number().int() }).nullable().optional(),
});

export type FieldError = z.infer<typeof FieldErrorSchema>;
export type Problem = z.infer<typeof ProblemSchema>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';
