/**
 * `GET me/wallet` (real payments and refunds), `GET me/export` (a JSON file of everything the
 * account holds) and `DELETE me` (body `{ confirm: 'DELETE' }` or `?confirm=DELETE`: the account and its personal data
 * erased, its orders kept anonymous for tax; README, "Deleting an account").
 */
import type { FastifyPluginAsync } from 'fastify';
import { DeleteAccountRequestSchema, accountRoutes } from '@nyaya/shared/api';
import { createPersonalData } from '../../accounts/personalData';
import { fieldErrors, invalid } from '../../problems';
import { SESSION_COOKIE } from '../../plugins/sessions';

const personalDataRoutes: FastifyPluginAsync<{ now: () => number }> = async (app, { now }) => {
  const data = createPersonalData(app.db, now, app.blobs, app.meetingRooms);

  app.get(accountRoutes.wallet, async (request) => {
    const { accountId } = await app.sessions.requireAccount(request);
    return data.wallet(accountId);
  });

  app.get(accountRoutes.export, async (request, reply) => {
    const { account } = await app.sessions.requireAccount(request);
    const day = new Date(now()).toISOString().slice(0, 10);
    return reply
      .header('content-disposition', `attachment; filename="nyaya-my-data-${day}.json"`)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(await data.export(account), null, 2));
  });

  app.delete<{ Querystring: { confirm?: unknown } }>(accountRoutes.me, { config: { writeLimit: true } }, async (request, reply) => {
    const { account } = await app.sessions.requireAccount(request);
    // The body `{ confirm: 'DELETE' }`, or `?confirm=DELETE` where a proxy refuses a DELETE with a body.
    const confirmation = request.body ?? (request.query.confirm === undefined ? undefined : { confirm: request.query.confirm });
    const parsed = DeleteAccountRequestSchema.safeParse(confirmation);
    if (!parsed.success) throw invalid(fieldErrors(parsed.error), 'To delete the account, send { "confirm": "DELETE" }.');
    await data.erase(account);
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
    return { deleted: true };
  });
};

export default personalDataRoutes;
