/**
 * The signed-in user's own things: `GET me` (who this session is; a guest gets `account: null`),
 * and, with an account only (401 otherwise), the profile, sessions, synced stores, wallet,
 * export and deletion (./state.ts, ./data.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { SessionListSchema, UpdateProfileRequestSchema, accountRoutes, type MeResponse, type SessionView } from '@nyaya/shared/api';
import { deviceName } from '../../accounts/device';
import { accountView, createAccountStore } from '../../accounts/store';
import { fieldErrors, invalid } from '../../problems';
import personalDataRoutes from './data';
import syncedStateRoutes from './state';

/** New guest sessions one address may get from `GET me` per minute (a household behind one NAT is a few). */
const GUEST_SESSIONS_PER_MINUTE = 30;

export interface MeOptions {
  now: () => number;
  testMode: boolean;
}

const meRoutes: FastifyPluginAsync<MeOptions> = async (app, options) => {
  const { now, testMode } = options;
  const accounts = createAccountStore(app.db, now);

  /**
   * A browser without a session gets a guest session here, before its first write: a write whose
   * answer (and with it the new cookie) is lost can then be retried in the same session, where its
   * Idempotency-Key finds the order it placed. Sessions made per address are capped, so a script
   * cannot fill the table.
   */
  app.get(accountRoutes.me, async (request, reply): Promise<MeResponse> => {
    const session = await app.sessions.current(request);
    if (session?.account) return { account: accountView(session.account, await accounts.stats(session.account.id)), testMode };
    if (!session) {
      const address = app.limits.addressOf(request);
      const verdict = address ? await app.limits.hit([{ key: `session:addr:${address}`, max: GUEST_SESSIONS_PER_MINUTE, windowMs: 60_000 }]) : null;
      if (!verdict || verdict.allowed) await app.sessions.ensure(request, reply);
    }
    return { account: null, testMode };
  });

  app.patch(accountRoutes.me, { config: { writeLimit: true } }, async (request): Promise<MeResponse> => {
    const { account } = await app.sessions.requireAccount(request);
    const parsed = UpdateProfileRequestSchema.safeParse(request.body);
    if (!parsed.success) throw invalid(fieldErrors(parsed.error));
    const updated = await accounts.update(account, parsed.data);
    return { account: accountView(updated, await accounts.stats(updated.id)), testMode };
  });

  app.get(accountRoutes.sessions, async (request) => {
    const session = await app.sessions.requireAccount(request);
    const rows = await app.sessions.store.ofAccount(session.accountId);
    const list: SessionView[] = rows.map((row) => ({
      id: row.id,
      device: deviceName(row.userAgent),
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.id === session.id,
    }));
    return SessionListSchema.parse({ sessions: list });
  });

  app.post(accountRoutes.endOtherSessions, { config: { writeLimit: true } }, async (request) => {
    const session = await app.sessions.requireAccount(request);
    return { ended: await app.sessions.store.revokeOthers(session.accountId, session.id) };
  });

  await app.register(syncedStateRoutes, { now });
  await app.register(personalDataRoutes, { now });
};

export default meRoutes;
