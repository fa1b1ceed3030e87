/**
 * Sign-in with a mobile number and a one-time code. `POST auth/code` answers the same for any
 * number (no account is looked up), `POST auth/sign-in` issues a new random session for the
 * account and carries the guest session's orders and bookings over, `POST auth/sign-out` ends the
 * session on the server and clears the cookie (answered like `GET me` for a guest).
 */
import type { FastifyPluginAsync } from 'fastify';
import { maskMobile } from '@nyaya/shared/account';
import { SendCodeRequestSchema, SignInRequestSchema, accountRoutes, type SendCodeResponse } from '@nyaya/shared/api';
import { CODE_TTL_MS, RESEND_AFTER_MS, type SignInCodes } from '../../accounts/codes';
import type { SmsProvider } from '../../accounts/sms';
import { accountView, createAccountStore } from '../../accounts/store';
import { fieldErrors, invalid, problem, ProblemError } from '../../problems';

export interface AuthOptions {
  codes: SignInCodes;
  sms: SmsProvider;
  now: () => number;
}

const authRoutes: FastifyPluginAsync<AuthOptions> = async (app, { codes, sms, now }) => {
  const accounts = createAccountStore(app.db, now);

  app.post(accountRoutes.sendCode, { config: { writeLimit: true } }, async (request, reply) => {
    const parsed = SendCodeRequestSchema.safeParse(request.body);
    if (!parsed.success) throw invalid(fieldErrors(parsed.error));
    const { mobile } = parsed.data;
    const { code } = await codes.issue(mobile, app.limits.addressOf(request));
    try {
      await sms.sendCode(mobile, code);
    } catch (error) {
      request.log.error({ err: error, provider: sms.name }, 'the SMS provider failed');
      throw new ProblemError(problem(503, 'The code could not be sent just now. Try again in a minute.'), { 'retry-after': '30' });
    }
    const answer: SendCodeResponse = {
      sentTo: maskMobile(mobile),
      resendAfterSeconds: RESEND_AFTER_MS / 1000,
      expiresInSeconds: CODE_TTL_MS / 1000,
      ...(sms.testMode ? { testCode: code } : {}),
    };
    return reply.code(202).send(answer);
  });

  app.post(accountRoutes.signIn, { config: { writeLimit: true } }, async (request, reply) => {
    const parsed = SignInRequestSchema.safeParse(request.body);
    if (!parsed.success) throw invalid(fieldErrors(parsed.error));
    const { mobile, code } = parsed.data;
    await codes.verify(mobile, code);
    const account = await accounts.findOrCreate(mobile);
    const previous = await app.sessions.current(request);
    // What the guest did becomes the account's; another account's session keeps its own rows.
    if (previous && !previous.accountId) await accounts.carryOver(previous.id, account.id);
    await app.sessions.start(request, reply, account.id);
    return { account: accountView(account, await accounts.stats(account.id)) };
  });

  app.post(accountRoutes.signOut, { config: { writeLimit: true } }, async (request, reply) => {
    await app.sessions.end(request, reply);
    // The same shape as `GET me` for a guest, so the screen can show Guest without asking again.
    return { account: null, testMode: sms.testMode };
  });
};

export default authRoutes;
