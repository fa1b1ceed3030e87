/**
 * The anonymous visitor session: a random id in a signed, HttpOnly cookie. Orders and bookings
 * belong to it. The signing secret is `SESSION_SECRET`, or one generated once and kept in the
 * database, so that every instance on the same database accepts every other's cookies and no
 * instance holds state of its own.
 */
import { randomBytes } from 'node:crypto';
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

/** The session this request carries, or null when it has none (or a cookie that is not ours). */
export function sessionOf(request: FastifyRequest): string | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const { valid, value } = request.unsignCookie(raw);
  return valid && value && SESSION_ID.test(value) ? value : null;
}

/** This request's session, created (and its cookie set) when it has none. */
export function ensureSession(request: FastifyRequest, reply: FastifyReply): string {
  const existing = sessionOf(request);
  if (existing) return existing;
  const id = randomBytes(18).toString('base64url');
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
}
