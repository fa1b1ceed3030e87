/**
 * Public discussions (issue 26). Reading needs no account: `GET discussions` (the list with its
 * computed counts) and `GET discussions/{id}` (with its replies, oldest first or `?sort=top`; each
 * read counts its reader once a day for Trending).
 * Writing needs a signed-in account (401 for a guest): start one, reply (a client id makes a retry
 * the same post), upvote (`PUT`/`DELETE …/vote`, one per account), and the author's edit and delete
 * of their own post; anyone else's is 404, as if it were not there.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  EditDiscussionRequestSchema,
  EditReplyRequestSchema,
  NewDiscussionRequestSchema,
  NewReplyRequestSchema,
  discussionRoutes as routes,
  type DiscussionList,
  type DiscussionView,
  type ReplyCreated,
  type VoteView,
} from '@nyaya/shared/api';
import { SCREEN_RENDER_HEADER } from '@nyaya/shared/api/request';
import { REPLY_SORTS, type ReplySort } from '@nyaya/shared/rules/info/discussionPost';
import { discussionInput, replyInput, countPost } from '../../discussions/write';
import { createDiscussionStore } from '../../discussions/store';
import { newDiscussionId } from '../../discussions/discussionWrites';
import { replyWithCounts } from '../../discussions/replyRows';
import { discussionView, replyCreatedView, summaryView } from '../../discussions/view';
import { registerDiscussionEvents } from './events';
import { checkNewAccountPosts } from '../../moderation/newAccount';
import { recordDiscussionReply } from '../../notifications/discussionReply';
import { createViewCounter, viewerKey } from '../../discussions/views';
import { addressKey } from '../../limits/clientAddress';
import { keyReused, requestHash } from '../../idempotency';
import { discussionReadable } from '../../spaces/access';
import { createSpaceStore } from '../../spaces/store';
import { ProblemError, fieldErrors, invalid, notFound, problem } from '../../problems';

type Params = { discussionId: string };
type ReplyParams = Params & { replyId: string };

const ID = /^ds-[a-z0-9]{1,40}$/;
const REPLY_ID = /^[1-9]\d{0,15}$/;
const NO_DISCUSSION = 'There is no such discussion: it may have been deleted by its author.';
const NO_REPLY = 'There is no such reply of yours in this discussion.';
const NOT_MEMBER = 'There is no such space of yours: join it to start a discussion there.';
const hiddenDiscussion = () => new ProblemError(problem(410, 'This discussion is hidden while it is reviewed.', { title: 'Hidden' }));
const NOT_YOURS = 'There is no such discussion of yours: only its author may change or delete it.';

const discussionsRoutes: FastifyPluginAsync<{ now: () => number; eventStream?: { heartbeatMs?: number; maxMs?: number } }> = async (
  app,
  { now, eventStream },
) => {
  const store = createDiscussionStore(app.db, now);
  const views = createViewCounter(app.db, now);
  const spaces = createSpaceStore(app.db, now);

  const viewerOf = async (request: FastifyRequest) => (await app.sessions.current(request))?.accountId ?? null;
  async function writerOf(request: FastifyRequest): Promise<string> {
    const accountId = await viewerOf(request);
    if (!accountId) throw new ProblemError(problem(401, 'Sign in with your mobile number to take part. Reading needs no account; writing does.'));
    return accountId;
  }
  const discussionIdOf = (request: FastifyRequest<{ Params: Params }>) => {
    if (!ID.test(request.params.discussionId)) throw notFound(NO_DISCUSSION);
    return request.params.discussionId;
  };
  const replyIdOf = (request: FastifyRequest<{ Params: ReplyParams }>) => {
    if (!REPLY_ID.test(request.params.replyId)) throw notFound(NO_REPLY);
    return Number(request.params.replyId);
  };
  function parse<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: import('zod').ZodError } }, body: unknown): T {
    const parsed = schema.safeParse(body ?? {});
    if (!parsed.success) throw invalid(fieldErrors(parsed.error));
    return parsed.data;
  }
  /** A private space's discussion is not there for anyone but its members. */
  async function readableOr404(id: string, viewer: string | null): Promise<void> {
    if (!(await discussionReadable(app.db, id, viewer))) throw notFound(NO_DISCUSSION);
  }
  async function view(id: string, viewer: string | null, sort: ReplySort): Promise<DiscussionView> {
    const row = await store.one(id, viewer);
    if (!row) throw notFound(NO_DISCUSSION);
    if (row.hidden && row.author_account_id !== viewer) throw hiddenDiscussion();
    return discussionView(row, await store.replies(id, viewer), viewer, sort);
  }

  registerDiscussionEvents(
    app,
    store,
    async (request) => {
      const id = discussionIdOf(request);
      await readableOr404(id, await viewerOf(request));
      if ((await store.one(id, null))?.hidden) throw hiddenDiscussion();
      return id;
    },
    eventStream,
  );

  app.get(routes.list, async (request): Promise<DiscussionList> => ({ discussions: (await store.list(await viewerOf(request))).map(summaryView) }));

  app.get<{ Params: Params; Querystring: { sort?: unknown } }>(routes.one, async (request) => {
    const { sort = 'oldest' } = request.query;
    if (typeof sort !== 'string' || !(REPLY_SORTS as readonly string[]).includes(sort)) {
      throw invalid([{ field: 'sort', message: 'Sort replies by oldest or top.' }]);
    }
    const session = await app.sessions.current(request);
    const id = discussionIdOf(request);
    await readableOr404(id, session?.accountId ?? null);
    const answer = await view(id, session?.accountId ?? null, sort as ReplySort);
    // The app server's own render of the page (a guest's view, for the first paint) is not a reader.
    if (request.headers[SCREEN_RENDER_HEADER] === undefined) {
      await views.record(
        id,
        viewerKey({
          accountId: session?.accountId ?? null,
          sessionId: session?.id ?? null,
          address: addressKey(request.ip),
          userAgent: request.headers['user-agent'] ?? '',
        }),
      );
    }
    return answer;
  });

  app.post(routes.list, { config: { writeLimit: true } }, async (request, reply: FastifyReply) => {
    const accountId = await writerOf(request);
    const form = parse(NewDiscussionRequestSchema, request.body);
    const value = discussionInput(form);
    const spaceId = form.spaceId ?? null;
    if (spaceId !== null && !(await spaces.isMember(spaceId, accountId))) throw notFound(NOT_MEMBER);
    const hash = requestHash({ ...value, spaceId: spaceId ?? undefined });
    // Counted once stored (write.ts): a post the new-account rule refuses costs no allowance.
    const outcome = await store.create(
      { id: newDiscussionId(), authorAccountId: accountId, ...value, spaceId, clientId: form.clientId, requestHash: hash },
      {
        guard: (tx) => checkNewAccountPosts(tx, accountId, now(), { clientId: form.clientId }),
        onCreated: (tx) => countPost(app, accountId, 'discussion', tx),
      },
    );
    if (outcome.requestHash !== hash) throw keyReused('discussion');
    return reply.code(outcome.created ? 201 : 200).send(await view(outcome.id, accountId, 'oldest'));
  });

  app.patch<{ Params: Params }>(routes.one, { config: { writeLimit: true } }, async (request) => {
    const accountId = await writerOf(request);
    const id = discussionIdOf(request);
    const changes = parse(EditDiscussionRequestSchema, request.body);
    const current = await store.one(id, accountId);
    if (!current || current.author_account_id !== accountId) throw notFound(NOT_YOURS);
    const value = discussionInput({
      title: changes.title ?? current.title,
      category: changes.category ?? current.category,
      body: changes.body ?? current.body,
    });
    await countPost(app, accountId, 'post');
    if (!(await store.edit(id, accountId, value))) throw notFound(NOT_YOURS);
    return view(id, accountId, 'oldest');
  });

  app.delete<{ Params: Params }>(routes.one, { config: { writeLimit: true } }, async (request, reply) => {
    const accountId = await writerOf(request);
    if (!(await store.remove(discussionIdOf(request), accountId))) throw notFound(NOT_YOURS);
    return reply.code(204).send();
  });

  // Answers the reply and the counts it changed, not the thread again (see ReplyCreatedSchema).
  app.post<{ Params: Params }>(routes.replies, { config: { writeLimit: true } }, async (request, reply): Promise<ReplyCreated> => {
    const accountId = await writerOf(request);
    const id = discussionIdOf(request);
    const form = parse(NewReplyRequestSchema, request.body);
    const body = replyInput(form.body);
    const target = await store.target(id, accountId);
    if (!target) throw notFound(NO_DISCUSSION);
    if (target.hidden && target.authorAccountId !== accountId) throw hiddenDiscussion();
    const hash = requestHash({ body });
    const outcome = await store.reply(
      { discussionId: id, authorAccountId: accountId, body, clientId: form.clientId, requestHash: hash },
      {
        guard: (tx) => checkNewAccountPosts(tx, accountId, now(), { clientId: form.clientId, discussionId: id }),
        onCreated: async (tx) => {
          await countPost(app, accountId, 'post', tx);
          await recordDiscussionReply(tx, { id, ...target }, accountId);
        },
      },
    );
    // Deleted while this reply was on its way (by its author, or an expert's review).
    if (!outcome) throw notFound(NO_DISCUSSION);
    if (outcome.requestHash !== hash) throw keyReused('reply');
    const created = await replyWithCounts(app.db, id, outcome.id, accountId);
    // Deleted between its write and this read (its author in another tab, or the discussion's).
    if (!created) throw notFound(NO_REPLY);
    return reply.code(outcome.created ? 201 : 200).send(replyCreatedView(created, accountId));
  });

  app.patch<{ Params: ReplyParams }>(routes.reply, { config: { writeLimit: true } }, async (request) => {
    const accountId = await writerOf(request);
    const id = discussionIdOf(request);
    const replyId = replyIdOf(request);
    const body = replyInput(parse(EditReplyRequestSchema, request.body).body);
    await countPost(app, accountId, 'post');
    if (!(await store.editReply(id, replyId, accountId, body))) throw notFound(NO_REPLY);
    return view(id, accountId, 'oldest');
  });

  app.delete<{ Params: ReplyParams }>(routes.reply, { config: { writeLimit: true } }, async (request, reply) => {
    const accountId = await writerOf(request);
    if (!(await store.removeReply(discussionIdOf(request), replyIdOf(request), accountId))) throw notFound(NO_REPLY);
    return reply.code(204).send();
  });

  for (const on of [true, false]) {
    const method = on ? app.put.bind(app) : app.delete.bind(app);
    method<{ Params: Params }>(routes.vote, { config: { writeLimit: true } }, async (request): Promise<VoteView> => {
      const accountId = await writerOf(request);
      const id = discussionIdOf(request);
      await readableOr404(id, accountId);
      return store.vote({ discussionId: id, replyId: null }, accountId, on);
    });
    method<{ Params: ReplyParams }>(routes.replyVote, { config: { writeLimit: true } }, async (request): Promise<VoteView> => {
      const accountId = await writerOf(request);
      const id = discussionIdOf(request);
      const replyId = replyIdOf(request);
      await readableOr404(id, accountId);
      if (!(await store.replyExists(id, replyId))) throw notFound('There is no such reply in this discussion.');
      return store.vote({ discussionId: id, replyId }, accountId, on);
    });
  }
};

export default discussionsRoutes;
