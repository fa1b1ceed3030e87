/**
 * Spaces (issue 26). Reading needs no account: `GET spaces` (each with its member count) and
 * `GET spaces/{id}` (with its discussions, unless it is private and the asker is not a member; and
 * the requests waiting, for its admin only). A signed-in account joins (`PUT …/membership`: a
 * member of a public space, a request in a private one) and leaves or withdraws (`DELETE`); both
 * are safe to retry. The admin approves or declines a request (`POST …/requests/{n}/approve|decline`);
 * anyone else's is 404, as if it were not there. A signed-in account starts a space (`POST spaces`,
 * a client id making a retry the same space) and is its admin. Every write is rate limited.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { JoinDecisionSchema, NewSpaceRequestSchema, spaceRoutes as routes, type SpaceDetail, type SpaceList } from '@nyaya/shared/api';
import { createDiscussionStore } from '../../discussions/store';
import { summaryView } from '../../discussions/view';
import { keyReused, requestHash } from '../../idempotency';
import { ProblemError, fieldErrors, invalid, notFound, problem, tooMany } from '../../problems';
import { SPACES_PER_DAY } from '@nyaya/shared/rules/info/spacePost';
import { createSpace } from '../../spaces/create';
import { createSpaceStore } from '../../spaces/store';
import { joinRequestView, spaceView } from '../../spaces/view';
import { countSpaceWrite, spaceInput } from '../../spaces/write';

type Params = { spaceId: string };
type DecideParams = Params & { requestId: string; decision: string };

const ID = /^sp-[a-z0-9-]{1,40}$/;
const REQUEST_ID = /^[1-9]\d{0,15}$/;
const NO_SPACE = 'There is no such space.';
const NO_REQUEST = 'There is no such request to join a space you look after.';

const spacesRoutes: FastifyPluginAsync<{ now: () => number }> = async (app, { now }) => {
  const store = createSpaceStore(app.db, now);
  const discussions = createDiscussionStore(app.db, now);
  const viewerOf = async (request: FastifyRequest) => (await app.sessions.current(request))?.accountId ?? null;
  async function writerOf(request: FastifyRequest): Promise<string> {
    const accountId = await viewerOf(request);
    if (!accountId) throw new ProblemError(problem(401, 'Sign in with your mobile number to join or start a space. Reading needs no account; joining does.'));
    await countSpaceWrite(app, accountId);
    return accountId;
  }
  const spaceIdOf = (request: FastifyRequest<{ Params: Params }>) => {
    if (!ID.test(request.params.spaceId)) throw notFound(NO_SPACE);
    return request.params.spaceId;
  };

  async function detail(spaceId: string, viewer: string | null): Promise<SpaceDetail> {
    const row = await store.one(spaceId, viewer);
    if (!row) throw notFound(NO_SPACE);
    const readable = row.type === 'Public' || row.mine === 'member';
    return {
      ...spaceView(row),
      discussions: readable ? (await discussions.inSpace(spaceId, viewer)).map(summaryView) : null,
      requests: row.admin ? (await store.requests(spaceId)).map(joinRequestView) : [],
    };
  }

  app.get(routes.list, async (request): Promise<SpaceList> => ({ spaces: (await store.list(await viewerOf(request))).map(spaceView) }));

  app.post(routes.list, { config: { writeLimit: true } }, async (request, reply: FastifyReply) => {
    const accountId = await writerOf(request);
    const parsed = NewSpaceRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw invalid(fieldErrors(parsed.error));
    const { clientId, ...draft } = parsed.data;
    const value = spaceInput(draft);
    const hash = requestHash(value);
    const outcome = await createSpace(app.db, now, { accountId, ...value, clientId, requestHash: hash });
    if (outcome.kind === 'name-taken') {
      const detail = `A space called “${value.name}” already exists: join it, or choose another name.`;
      throw new ProblemError(problem(409, detail, { errors: [{ field: 'name', message: detail }] }));
    }
    if (outcome.kind === 'limit') {
      const hours = Math.ceil(outcome.retryAfterSeconds / 3600);
      throw tooMany(
        `You have started ${SPACES_PER_DAY} spaces in the last 24 hours. Try again in about ${hours} h; what you wrote is kept.`,
        outcome.retryAfterSeconds,
      );
    }
    if (outcome.requestHash !== hash) throw keyReused('space');
    return reply.code(outcome.kind === 'created' ? 201 : 200).send(await detail(outcome.id, accountId));
  });

  app.get<{ Params: Params }>(routes.one, async (request) => detail(spaceIdOf(request), await viewerOf(request)));

  app.put<{ Params: Params }>(routes.membership, { config: { writeLimit: true } }, async (request) => {
    const spaceId = spaceIdOf(request);
    const accountId = await writerOf(request);
    if (!(await store.join(spaceId, accountId))) throw notFound(NO_SPACE);
    return detail(spaceId, accountId);
  });

  app.delete<{ Params: Params }>(routes.membership, { config: { writeLimit: true } }, async (request) => {
    const spaceId = spaceIdOf(request);
    const accountId = await writerOf(request);
    if (!(await store.leave(spaceId, accountId))) throw notFound(NO_SPACE);
    return detail(spaceId, accountId);
  });

  app.post<{ Params: DecideParams }>(routes.decide, { config: { writeLimit: true } }, async (request) => {
    const spaceId = spaceIdOf(request);
    const decision = JoinDecisionSchema.safeParse(request.params.decision);
    if (!decision.success || !REQUEST_ID.test(request.params.requestId)) throw notFound(NO_REQUEST);
    const accountId = await writerOf(request);
    const outcome = await store.decide(spaceId, accountId, Number(request.params.requestId), decision.data === 'approve');
    if (outcome === 'none') throw notFound(NO_REQUEST);
    return detail(spaceId, accountId);
  });
};

export default spacesRoutes;
