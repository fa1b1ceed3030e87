/**
 * One-time sign-in codes: 6 digits from the cryptographic random source, valid 5 minutes, 3 tries,
 * then used up. A new code replaces the number's earlier ones; one may be asked for 30 s after the
 * last, at most 5 per number and 5 per address (IPv6: per /64) per hour. Codes are kept only as
 * an HMAC under a server secret: 6 digits hashed without a key are guessed from the table in a
 * second. Nothing here looks at accounts, so the answers are the same for any number.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { signInCodes } from '../db/schema';
import { ProblemError, problem, tooMany } from '../problems';

export const CODE_TTL_MS = 5 * 60 * 1000;
export const RESEND_AFTER_MS = 30 * 1000;
export const MAX_ATTEMPTS = 3;
export const CODES_PER_HOUR = 5;
const HOUR = 60 * 60 * 1000;

const gone = (detail: string) => new ProblemError(problem(410, detail, { title: 'Code no longer valid' }));

export function createSignInCodes(db: Db, { now, secret }: { now: () => number; secret: string }) {
  const hash = (mobile: string, code: string) => createHmac('sha256', secret).update(`${mobile}:${code}`).digest();
  const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

  return {
    /** A new code for the number (earlier ones replaced), or 429 naming the limit reached. */
    async issue(mobile: string, addressKey: string | null): Promise<{ code: string; expiresAt: Date }> {
      const current = now();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db.transaction(async (tx) => {
        // One sender at a time per number: two racing requests cannot both pass the limits.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`sign-in:${mobile}`}))`);
        const since = new Date(current - HOUR);
        const recent = await tx
          .select({ createdAt: signInCodes.createdAt })
          .from(signInCodes)
          .where(and(eq(signInCodes.mobile, mobile), gt(signInCodes.createdAt, since)))
          .orderBy(desc(signInCodes.createdAt));
        const last = recent[0]?.createdAt.getTime();
        if (last !== undefined && current - last < RESEND_AFTER_MS) {
          const wait = (last + RESEND_AFTER_MS - current) / 1000;
          throw tooMany(`A code was just sent. You can ask for another in ${Math.ceil(wait)} s.`, wait);
        }
        if (recent.length >= CODES_PER_HOUR) {
          const wait = recent.at(-1)!.createdAt.getTime() + HOUR - current;
          throw tooMany(`${CODES_PER_HOUR} codes were sent to this number in the last hour. Try again in ${minutes(wait)} min.`, wait / 1000);
        }
        if (addressKey) {
          const fromAddress = await tx
            .select({ createdAt: signInCodes.createdAt })
            .from(signInCodes)
            .where(and(eq(signInCodes.addressKey, addressKey), gt(signInCodes.createdAt, since)))
            .orderBy(signInCodes.createdAt)
            .limit(CODES_PER_HOUR);
          if (fromAddress.length >= CODES_PER_HOUR) {
            const wait = fromAddress[0]!.createdAt.getTime() + HOUR - current;
            throw tooMany(`Too many codes were asked for from this network in the last hour. Try again in ${minutes(wait)} min.`, wait / 1000);
          }
        }
        await tx
          .update(signInCodes)
          .set({ usedAt: new Date(current) })
          .where(and(eq(signInCodes.mobile, mobile), isNull(signInCodes.usedAt)));
        await tx.insert(signInCodes).values({
          mobile,
          codeHash: hash(mobile, code).toString('base64url'),
          addressKey: addressKey ?? 'exempt',
          createdAt: new Date(current),
          expiresAt: new Date(current + CODE_TTL_MS),
        });
      });
      return { code, expiresAt: new Date(current + CODE_TTL_MS) };
    },

    /**
     * Checks a code. Each try is counted before the code is compared, in one atomic update, so
     * concurrent guesses get 3 tries in all. Right: the code is used (once). Wrong: 400 with the
     * tries left; the third wrong try, or a code expired, replaced or used, is 410.
     */
    async verify(mobile: string, code: string): Promise<void> {
      const at = new Date(now());
      const [live] = await db
        .select({ id: signInCodes.id })
        .from(signInCodes)
        .where(and(eq(signInCodes.mobile, mobile), isNull(signInCodes.usedAt), gt(signInCodes.expiresAt, at)))
        .orderBy(desc(signInCodes.createdAt))
        .limit(1);
      const stale = 'This code has expired or was used up. Ask for a new code.';
      if (!live) throw gone(stale);
      const [tried] = await db
        .update(signInCodes)
        .set({ attempts: sql`${signInCodes.attempts} + 1` })
        .where(and(eq(signInCodes.id, live.id), isNull(signInCodes.usedAt), lt(signInCodes.attempts, MAX_ATTEMPTS), gt(signInCodes.expiresAt, at)))
        .returning({ attempts: signInCodes.attempts, codeHash: signInCodes.codeHash });
      if (!tried) throw gone(stale);
      if (timingSafeEqual(Buffer.from(tried.codeHash, 'base64url'), hash(mobile, code))) {
        const [used] = await db
          .update(signInCodes)
          .set({ usedAt: at })
          .where(and(eq(signInCodes.id, live.id), isNull(signInCodes.usedAt)))
          .returning({ id: signInCodes.id });
        if (!used) throw gone(stale);
        return;
      }
      const attemptsLeft = MAX_ATTEMPTS - tried.attempts;
      if (attemptsLeft <= 0) {
        await db.update(signInCodes).set({ usedAt: at }).where(eq(signInCodes.id, live.id));
        throw new ProblemError(
          problem(410, `That code is wrong, and that was the last of ${MAX_ATTEMPTS} tries: the code is used up. Ask for a new code.`, {
            title: 'Code used up',
            attemptsLeft: 0,
          }),
        );
      }
      throw new ProblemError(
        problem(400, `That code is wrong. ${attemptsLeft} ${attemptsLeft === 1 ? 'try' : 'tries'} left.`, {
          title: 'Wrong code',
          attemptsLeft,
          errors: [{ field: 'code', message: `That code is wrong. ${attemptsLeft} ${attemptsLeft === 1 ? 'try' : 'tries'} left.` }],
        }),
      );
    },
  };
}

export type SignInCodes = ReturnType<typeof createSignInCodes>;
