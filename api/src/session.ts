/**
 * The anonymous visitor session: a random id in a signed, HttpOnly cookie. Orders and bookings
 * belong to it. The signing secret is `SESSION_SECRET`, or one generated once and kept in the
 * database, so that every instance on the same database accepts every other's cookies and no
 * instance holds state of its own.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from './db/database';
import { serverSecrets } from './db/schema';

export const SESSION_COOKIE = 'nyaya_session';
/** Chrome caps a cookie's lifetime at 400 days; an anonymous session lasts about a year. */
const SESSION_MAX_AGE_S = 365 * 24 * 60 * 60;
const SESSION_ID = /^[A-Za-z0-9_-]{24}$/;

/** The cookie-signing secret: the configured one, else the database's (created by the first instance). */
export async function sessionSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) {
    if (configured.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters.');
    return configured;
  }
  await db
    .insert(serverSecrets)
    .values({ name: 'session-cookie', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, 'session-cookie'));
  if (!row) throw new Error('The session secret could not be stored.');
  return row.value;
}

export interface Sessions {
  /** The session this request carries, or null when it has none (or a cookie that is not ours). */
  sessionOf(request: FastifyRequest): string | null;
  /**
   * This request's session, created (and its cookie set) when it has none. A write without a
   * session takes the one its Idempotency-Key derives (a keyed hash under the secret), so a retry
   * whose first answer, and with it the cookie, was lost still finds the order it placed.
   */
  ensureSession(request: FastifyRequest, reply: FastifyReply, idempotencyKey?: string): string;
}

export function createSessions(secret: string): Sessions {
  const sessionOf = (request: FastifyRequest): string | null => {
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return null;
    const { valid, value } = request.unsignCookie(raw);
    return valid && value && SESSION_ID.test(value) ? value : null;
  };
  return {
    sessionOf,
    ensureSession(request, reply, idempotencyKey) {
      const existing = sessionOf(request);
      if (existing) return existing;
      const id = idempotencyKey
        ? createHmac('sha256', secret).update(`session-of-key:${idempotencyKey}`).digest('base64url').slice(0, 24)
        : randomBytes(18).toString('base64url');
      reply.setCookie(SESSION_COOKIE, id, {
        signed: true,
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        // Behind the host's server or a load balancer, `X-Forwarded-Proto: https` (trusted from the
        // proxy's address only) is what makes the request HTTPS.
        secure: request.protocol === 'https',
        maxAge: SESSION_MAX_AGE_S,
      });
      return id;
    },
  };
}
