/**
 * Sessions as a plugin: which session (and account) a request belongs to, read once per request
 * from the `nyaya_session` cookie; sessions created, replaced and ended by the server only; and
 * the cross-site check every request that changes state passes (SameSite=Lax alone lets a
 * same-site page, or an old browser, write).
 */
import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ProblemError, problem } from '../problems';
import { TOKEN_PATTERN, createSessionStore, hashToken, type CurrentSession, type NewSession, type SessionStore } from '../sessions/store';

export const SESSION_COOKIE = 'nyaya_session';
/** Chrome caps a cookie's lifetime at 400 days; a session lasts about a year. */
const SESSION_MAX_AGE_S = 365 * 24 * 60 * 60;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface Sessions {
  store: SessionStore;
  /** The hash of this request's session token, or null when it has no well-formed one (nothing to look up). */
  tokenHashOf(request: FastifyRequest): string | null;
  /** This request's live session, or null (no cookie, an unknown or revoked one). */
  current(request: FastifyRequest): Promise<CurrentSession | null>;
  /** This request's session, a new guest session (cookie set) when it has none. */
  ensure(request: FastifyRequest, reply: FastifyReply): Promise<CurrentSession>;
  /**
   * Sets the cookie of a new session (`store.make`) once the write that stored it has committed
   * (a browser's first order stores it in the order's own statement: `insertSessionSql`).
   */
  issue(request: FastifyRequest, reply: FastifyReply, created: NewSession): void;
  /** A new session for the account (sign-in): a new random token; the request's old session is revoked. */
  start(request: FastifyRequest, reply: FastifyReply, accountId: string): Promise<string>;
  /** Ends this request's session on the server and clears the cookie. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** The signed-in session, or 401. */
  requireAccount(request: FastifyRequest): Promise<CurrentSession & { accountId: string; account: NonNullable<CurrentSession['account']> }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
}

export interface SessionsOptions {
  now: () => number;
  /** Origins besides the API's own that may write (`ALLOWED_ORIGINS`), e.g. a separate app domain. */
  allowedOrigins?: string[];
}

/** Why this state-changing request is refused as cross-site, or null when it is not. */
export function crossSiteReason(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): string | null {
  if (SAFE_METHODS.has(request.method)) return null;
  const origin = request.headers.origin;
  // A listed origin (the app on another subdomain: Sec-Fetch-Site is then same-site) may write.
  if (origin !== undefined && allowedOrigins.has(origin)) return null;
  const site = request.headers['sec-fetch-site'];
  // `none` is the user's own action (typed URL, bookmark); tools that send neither header are not browsers.
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return `Sec-Fetch-Site is ${String(site)}`;
  if (origin === undefined) return null;
  // Both as URLs, so that a default port (":80", ":443") is written the same way on each side.
  const hostOf = (url: string) => {
    try {
      return new URL(url).host;
    } catch {
      return null; // "null" (a sandboxed frame, a redirect) or junk: not this site.
    }
  };
  const host = hostOf(origin);
  return host !== null && host === hostOf(`${request.protocol}://${request.host}`) ? null : `Origin ${origin} is not this site`;
}

export default fp(
  async (app, options: SessionsOptions) => {
    await app.register(cookie);
    const store = createSessionStore(app.db, options.now);
    const allowed = new Set(options.allowedOrigins ?? []);
    const read = new WeakMap<FastifyRequest, Promise<CurrentSession | null>>();

    app.addHook('onRequest', async (request) => {
      const reason = crossSiteReason(request, allowed);
      if (reason) {
        request.log.warn({ reason }, 'cross-site write refused');
        throw new ProblemError(
          problem(403, 'This request came from another site. Changes can only be made from Nyaya itself.', { title: 'Cross-site request' }),
        );
      }
    });

    const setCookie = (request: FastifyRequest, reply: FastifyReply, token: string) =>
      reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        // Behind a proxy, `X-Forwarded-Proto: https` (believed from TRUSTED_PROXIES only) makes the request HTTPS.
        secure: request.protocol === 'https',
        maxAge: SESSION_MAX_AGE_S,
      });

    const current = (request: FastifyRequest) => {
      let found = read.get(request);
      if (!found) {
        const token = request.cookies[SESSION_COOKIE];
        found = token && TOKEN_PATTERN.test(token) ? store.find(token) : Promise.resolve(null);
        read.set(request, found);
      }
      return found;
    };

    const sessions: Sessions = {
      store,
      tokenHashOf(request) {
        const token = request.cookies[SESSION_COOKIE];
        return token && TOKEN_PATTERN.test(token) ? hashToken(token) : null;
      },
      current,
      async ensure(request, reply) {
        const existing = await current(request);
        if (existing) return existing;
        const created = store.make(null, request.headers['user-agent']);
        await store.insert(created);
        sessions.issue(request, reply, created);
        return { id: created.id, accountId: null, account: null };
      },
      issue(request, reply, created) {
        setCookie(request, reply, created.token);
        read.set(request, Promise.resolve({ id: created.id, accountId: created.accountId, account: null }));
      },
      async start(request, reply, accountId) {
        const previous = await current(request);
        const { id, token } = await store.create(accountId, request.headers['user-agent']);
        if (previous) await store.revoke(previous.id);
        setCookie(request, reply, token);
        read.delete(request);
        return id;
      },
      async end(request, reply) {
        const session = await current(request);
        if (session) await store.revoke(session.id);
        reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
      },
      async requireAccount(request) {
        const session = await current(request);
        if (!session?.accountId || !session.account) {
          throw new ProblemError(problem(401, 'Sign in with your mobile number to see this.'));
        }
        return session as Awaited<ReturnType<Sessions['requireAccount']>>;
      },
    };
    app.decorate('sessions', sessions);
  },
  { name: 'sessions', dependencies: ['database'] },
);
