/**
 * The two sign-in calls (`POST /api/v1/auth/code`, `POST /api/v1/auth/sign-in`). Not `callApi`:
 * a wrong code's 400 carries `attemptsLeft` and a refused send's 429 a `Retry-After`, which the
 * screen needs and the generic problem schema does not keep.
 */
import { accountPaths, API_TIMEOUT_MS, newIdempotencyKey, ProblemSchema, SendCodeResponseSchema, SignInResponseSchema } from '@nyaya/shared/api';
import type { Account, SendCodeResponse } from '@nyaya/shared/api';

export type SendCodeResult =
  | { kind: 'sent'; data: SendCodeResponse }
  /** Too many codes for this number or this network: try again after this many seconds (null: unknown). */
  | { kind: 'limited'; retryAfterSeconds: number | null }
  | { kind: 'refused'; message: string | null }
  | { kind: 'unreachable' };

export type SignInResult =
  | { kind: 'signed-in'; account: Account }
  | { kind: 'wrong-code'; attemptsLeft: number | null }
  /** Used up (3 wrong tries) or expired: a new code must be sent. */
  | { kind: 'code-gone' }
  | { kind: 'limited'; retryAfterSeconds: number | null }
  | { kind: 'refused'; message: string | null }
  | { kind: 'unreachable' };

interface Answer {
  status: number;
  body: unknown;
  retryAfter: string | null;
}

async function post(path: string, body: unknown, fetchImpl: typeof fetch): Promise<Answer | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS);
  try {
    const response = await fetchImpl(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'idempotency-key': newIdempotencyKey() },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    // The proxy's 502–504: the API itself did not answer.
    if (response.status >= 502 && response.status <= 504) return null;
    return { status: response.status, body: await response.json().catch(() => null), retryAfter: response.headers.get('retry-after') };
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

function retryAfterSeconds(header: string | null): number | null {
  const seconds = header === null ? Number.NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : null;
}

/** The problem's own words (the API answers in English; the screen shows its own text when it can). */
function problemDetail(body: unknown): string | null {
  const problem = ProblemSchema.safeParse(body);
  return problem.success ? (problem.data.detail ?? problem.data.title) : null;
}

export async function sendCode(mobile: string, fetchImpl: typeof fetch = fetch): Promise<SendCodeResult> {
  const answer = await post(accountPaths.sendCode, { mobile }, fetchImpl);
  if (!answer) return { kind: 'unreachable' };
  if (answer.status === 429) return { kind: 'limited', retryAfterSeconds: retryAfterSeconds(answer.retryAfter) };
  if (answer.status >= 200 && answer.status < 300) {
    const parsed = SendCodeResponseSchema.safeParse(answer.body);
    return parsed.success ? { kind: 'sent', data: parsed.data } : { kind: 'refused', message: null };
  }
  return { kind: 'refused', message: problemDetail(answer.body) };
}

export async function signIn(mobile: string, code: string, fetchImpl: typeof fetch = fetch): Promise<SignInResult> {
  const answer = await post(accountPaths.signIn, { mobile, code }, fetchImpl);
  if (!answer) return { kind: 'unreachable' };
  if (answer.status === 200 || answer.status === 201) {
    const parsed = SignInResponseSchema.safeParse(answer.body);
    return parsed.success ? { kind: 'signed-in', account: parsed.data.account } : { kind: 'refused', message: null };
  }
  if (answer.status === 410) return { kind: 'code-gone' };
  if (answer.status === 429) return { kind: 'limited', retryAfterSeconds: retryAfterSeconds(answer.retryAfter) };
  const attemptsLeft = (answer.body as { attemptsLeft?: unknown } | null)?.attemptsLeft;
  if (answer.status === 400 && typeof attemptsLeft === 'number') {
    // The last wrong try leaves none: that code is used up, whatever status the API chose.
    return attemptsLeft <= 0 ? { kind: 'code-gone' } : { kind: 'wrong-code', attemptsLeft };
  }
  return { kind: 'refused', message: problemDetail(answer.body) };
}
