/**
 * Sessions in the database. A session is created by the server only: its cookie is 32 bytes from
 * the platform's cryptographic random source, and only the token's SHA-256 is stored. Nothing the
 * browser sends (an Idempotency-Key, a header) can make or name one.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { preparedSql } from '../db/prepared';
import { accounts, sessions } from '../db/schema';

export type SessionRow = typeof sessions.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;

/** A session as a request sees it, with its account when signed in. */
export interface CurrentSession {
  id: string;
  accountId: string | null;
  account: AccountRow | null;
}

/** The cookie's token: 256 random bits, URL-safe. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** `last_seen_at` is written at most this often per session (a write per request would be wasteful). */
const TOUCH_AFTER_MS = 5 * 60 * 1000;
/** A session not seen for this long is over, whatever its cookie says (the cookie lasts as long). */
export const SESSION_IDLE_MS = 365 * 24 * 60 * 60 * 1000;
/** User-Agent strings are kept this long at most (they only name the device in the sessions list). */
const USER_AGENT_MAX = 300;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A session made by the server and not yet stored: its cookie's token, and the row to insert. */
export interface NewSession {
  id: string;
  token: string;
  tokenHash: string;
  accountId: string | null;
  userAgent: string | null;
  at: Date;
}

/** The placeholders `insertSessionSql` reads, from a new session. */
export const sessionPlaceholders = (session: NewSession) => ({
  sessionId: session.id,
  sessionTokenHash: session.tokenHash,
  sessionAccountId: session.accountId,
  sessionUserAgent: session.userAgent,
  sessionAt: session.at,
});

/**
 * The insert of a new session, for a statement that stores it with the write it is made for (a
 * browser's first order: orders/place.ts): the values come from `sessionPlaceholders`.
 */
export const insertSessionSql = (db: Db) =>
  db
    .insert(sessions)
    .values({
      id: sql.placeholder('sessionId'),
      tokenHash: sql.placeholder('sessionTokenHash'),
      accountId: sql.placeholder('sessionAccountId'),
      userAgent: sql.placeholder('sessionUserAgent'),
      createdAt: sql.placeholder('sessionAt'),
      lastSeenAt: sql.placeholder('sessionAt'),
    })
    .getSQL();

/** What a statement that reads with the session (`liveSessionWith`) learns of it, for `admit`. */
export interface SessionSeen {
  id: string;
  accountId: string | null;
  lastSeenAt: Date;
}

/**
 * The live (not revoked) session of the `tokenHash` placeholder as a CTE, for a read that looks
 * its session up in its own statement (one round trip, not two: orders/store.ts); `admit` then
 * applies the rest of the rule, as `find` does.
 */
export const liveSessionWith = (db: Db) =>
  db.$with('live_session').as(
    db
      .select({ id: sessions.id, accountId: sessions.accountId, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
      .limit(1),
  );

export function createSessionStore(db: Db, now: () => number) {
  // Every request with a cookie looks its session up: built once, prepared (docs/api-performance.md).
  const byTokenHash = db
    .select({ session: sessions, account: accounts })
    .from(sessions)
    .leftJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
    .limit(1)
    .prepare('session_by_token_hash');
  const touch = db
    .update(sessions)
    .set({ lastSeenAt: sql.placeholder('at') as unknown as Date })
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_touch');
  const insert = preparedSql(db, 'session_insert', insertSessionSql(db));

  /** A new session (guest when `accountId` is null), not stored yet. */
  const make = (accountId: string | null, userAgent: string | undefined): NewSession => {
    const token = randomBytes(32).toString('base64url');
    return {
      id: randomBytes(16).toString('base64url'),
      token,
      tokenHash: hashToken(token),
      accountId,
      userAgent: userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      at: new Date(now()),
    };
  };

  /** Whether a session found live in the database is still live: seen within the year; touched when last seen long enough ago. */
  async function admit(seen: SessionSeen): Promise<boolean> {
    const current = now();
    if (current - seen.lastSeenAt.getTime() > SESSION_IDLE_MS) return false;
    if (current - seen.lastSeenAt.getTime() > TOUCH_AFTER_MS) await touch.execute({ id: seen.id, at: new Date(current) });
    return true;
  }

  return {
    /** The live (not revoked) session of this token, touched when last seen long enough ago. */
    async find(token: string): Promise<CurrentSession | null> {
      const [row] = await byTokenHash.execute({ tokenHash: hashToken(token) });
      if (!row || !(await admit(row.session))) return null;
      return { id: row.session.id, accountId: row.session.accountId, account: row.account };
    },

    admit,

    /**
     * A new session, not stored yet: `insert` stores it, or the write it is made for does
     * (`insertSessionSql`, one round trip for both). Its cookie is set only once it is stored.
     */
    make,

    async insert(session: NewSession): Promise<void> {
      await insert(sessionPlaceholders(session));
    },

    /** A new session (guest when `accountId` is null), stored: its id, and the token for the cookie. */
    async create(accountId: string | null, userAgent: string | undefined): Promise<{ id: string; token: string }> {
      const session = make(accountId, userAgent);
      await insert(sessionPlaceholders(session));
      return { id: session.id, token: session.token };
    },

    async revoke(id: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date(now()) })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    /** Ends every other live session of the account; how many. */
    async revokeOthers(accountId: string, keep: string): Promise<number> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: new Date(now()) })
        .where(and(eq(sessions.accountId, accountId), ne(sessions.id, keep), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return ended.length;
    },

    /** The account's live sessions, most recently seen first. */
    async ofAccount(accountId: string): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)))
        .orderBy(desc(sessions.lastSeenAt))
        .limit(100);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
