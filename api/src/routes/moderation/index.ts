/**
 * Reports and their review (issue 26). `POST reports`: a signed-in member reports a discussion, a
 * reply, a member or a message of their own conversation (one report per account per target; a repeat answers the same). Reporting
 * one's own is refused (422); a missing target is 404. `GET moderation/hidden` and
 * `POST moderation/{kind}/{id}/restore|remove`: for an expert account only (anyone else: 404, as
 * if there were nothing here).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  MODERATION_DECISIONS,
  REPORT_TARGET_KINDS,
  ReportRequestSchema,
  moderationRoutes as routes,
  type HiddenList,
  type ReportTargetKind,
} from '@nyaya/shared/api';
import { createModerationStore, owners } from '../../moderation/reports';
import { ProblemError, fieldErrors, invalid, notFound, problem, tooMany } from '../../problems';

const NO_TARGET = 'There is no such post or member: it may have been deleted.';
const NOT_HERE = 'There is nothing here.';
const REPORTS_PER_HOUR = 30;

const moderationRoutes: FastifyPluginAsync<{ now: () => number }> = async (app, { now }) => {
  const store = createModerationStore(app.db, now, (key) => app.blobs.delete(key));

  async function reviewerOf(request: FastifyRequest): Promise<string> {
    const session = await app.sessions.current(request);
    if (session?.account?.role !== 'expert') throw notFound(NOT_HERE);
    return session.account.id;
  }

  app.post(routes.reports, { config: { writeLimit: true } }, async (request) => {
    const session = await app.sessions.current(request);
    const accountId = session?.accountId;
    if (!accountId) throw new ProblemError(problem(401, 'Sign in with your mobile number to report a post or a member.'));
    const parsed = ReportRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw invalid(fieldErrors(parsed.error));
    const { targetKind, targetId, reason } = parsed.data;
    const owner = await owners[targetKind]?.(app.db, targetId, accountId);
    if (owner === undefined) throw notFound(NO_TARGET);
    if (owner === accountId) throw new ProblemError(problem(422, 'You cannot report your own post or yourself.', { title: 'Your own' }));
    const verdict = await app.limits.hit([{ key: `reports:${accountId}`, max: REPORTS_PER_HOUR, windowMs: 60 * 60_000 }]);
    if (!verdict.allowed) {
      const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
      throw tooMany(`You have sent ${REPORTS_PER_HOUR} reports in the last hour. Wait ${minutes} min, then try again.`, verdict.retryAfterSeconds);
    }
    const note = parsed.data.note?.trim() ? parsed.data.note.trim() : null;
    await store.report({ targetKind, targetId, reporterAccountId: accountId, reason, note });
    return { reported: true as const };
  });

  app.get(routes.hidden, async (request): Promise<HiddenList> => {
    await reviewerOf(request);
    return { items: await store.hidden() };
  });

  app.post<{ Params: { kind: string; targetId: string; decision: string } }>(routes.decide, { config: { writeLimit: true } }, async (request) => {
    const reviewer = await reviewerOf(request);
    const { kind, targetId, decision } = request.params;
    if (!(REPORT_TARGET_KINDS as readonly string[]).includes(kind) || !(MODERATION_DECISIONS as readonly string[]).includes(decision)) throw notFound(NOT_HERE);
    if (decision === 'remove' && kind === 'member') {
      throw invalid([{ field: 'decision', message: 'A member cannot be removed here; restore dismisses the reports.' }]);
    }
    if (!(await store.decide(kind as ReportTargetKind, targetId, decision as 'restore' | 'remove', reviewer))) throw notFound(NO_TARGET);
    return { items: await store.hidden() };
  });
};

export default moderationRoutes;
