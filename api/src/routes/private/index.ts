/**
 * Private messages (issue 26), for a signed-in account (401 for a guest): `GET private` (the list),
 * `POST private/direct` (the one conversation with a member), `POST private/groups` and
 * `POST private/{ref}/members`, `DELETE private/{ref}/members/me` (leaving a group), `GET private/members?name=` (the lookup), the blocks, and
 * `GET private/events` (the list live, events.ts). Messages are the conversations' routes, by the
 * `CNV…` reference.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  AddMembersRequestSchema,
  CreateGroupRequestSchema,
  GROUP_TITLE_MAX,
  MEMBER_LOOKUP_MIN,
  OpenDirectRequestSchema,
  apiRoutes,
  type PrivateConversationList,
} from '@nyaya/shared/api';
import { memberConversationReference } from '@nyaya/shared/rules/conversation';
import { sanitizeText } from '@nyaya/shared/rules/sanitizeText';
import type { Database } from '../../db/database';
import { memberConversation } from '../../messages/access';
import { notifyInbox, startInbox } from '../../messages/inbox';
import { createMessagesStore } from '../../messages/store';
import { ProblemError, fieldErrors, invalid, notFound, problem, tooMany } from '../../problems';
import { registerInboxEvents } from './events';

/** Conversations opened or made, and members added, an hour per account: a person starts a few; a spammer is stopped. */
export const NEW_CONVERSATIONS_PER_HOUR = 30;
export const LOOKUPS_PER_MINUTE = 30;
const MINUTE = 60_000;
const NO_MEMBER = 'There is no such member.';
const NO_CONVERSATION = 'There is no conversation here for this account.';

function parse<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: import('zod').ZodError } }, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw invalid(fieldErrors(parsed.error));
  return parsed.data;
}

const privateRoutes: FastifyPluginAsync<{ database: Pick<Database, 'listen'>; now: () => number }> = async (app, { database, now }) => {
  const store = createMessagesStore(app.db, now);
  const inbox = await startInbox(database);
  app.addHook('onClose', async () => inbox.stop());
  // Every member's list moves with a message (its last line, the unread counts): told on commit.
  app.conversations.onNewMessage(async (event, tx) => {
    if (event.member) await notifyInbox(tx, [event.member.senderAccountId, ...event.member.recipients]);
  });

  const accountOf = async (request: FastifyRequest) => {
    const session = await app.sessions.requireAccount(request);
    return session.accountId;
  };
  async function limit(key: string, max: number, windowMs: number, what: string) {
    const verdict = await app.limits.hit([{ key, max, windowMs }]);
    if (verdict.allowed) return;
    const seconds = Math.ceil(verdict.retryAfterSeconds);
    throw tooMany(`${what} Wait ${seconds < 120 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`}, then try again.`, seconds);
  }
  const countNew = (accountId: string) =>
    limit(
      `private-new:${accountId}`,
      NEW_CONVERSATIONS_PER_HOUR,
      60 * MINUTE,
      `You have started ${NEW_CONVERSATIONS_PER_HOUR} conversations in the last hour.`,
    );
  const refuseBlocked = () =>
    new ProblemError(problem(403, 'One of these members does not accept messages from you, or you have blocked them.', { title: 'Member blocked' }));

  app.get(apiRoutes.privateConversations, async (request): Promise<PrivateConversationList> => ({ conversations: await store.list(await accountOf(request)) }));

  app.post(apiRoutes.privateDirect, { config: { writeLimit: true } }, async (request) => {
    const accountId = await accountOf(request);
    const { memberId } = parse(OpenDirectRequestSchema, request.body);
    const [other] = await store.existing([memberId], accountId);
    if (!other) throw notFound(memberId === accountId ? 'This is you: choose another member to write to.' : NO_MEMBER);
    await countNew(accountId);
    return { reference: memberConversationReference(await store.openDirect(accountId, other)) };
  });

  app.post(apiRoutes.privateGroups, { config: { writeLimit: true } }, async (request, reply) => {
    const accountId = await accountOf(request);
    const body = parse(CreateGroupRequestSchema, request.body);
    const title = sanitizeText(body.title).trim();
    if (!title) throw invalid([{ field: 'title', message: 'Name the group.' }], 'Name the group.');
    if (title.length > GROUP_TITLE_MAX) throw invalid([{ field: 'title', message: `At most ${GROUP_TITLE_MAX} characters.` }]);
    const members = await store.existing(body.memberIds, accountId);
    if (!members.length) throw invalid([{ field: 'memberIds', message: 'Add at least one other member.' }], 'Add at least one other member.');
    if (await store.anyBlock(accountId, members)) throw refuseBlocked();
    await countNew(accountId);
    return reply.code(201).send({ reference: memberConversationReference(await store.createGroup(accountId, title, members)) });
  });

  app.post<{ Params: { reference: string } }>(apiRoutes.privateGroupMembers, { config: { writeLimit: true } }, async (request) => {
    const accountId = await accountOf(request);
    const { memberIds } = parse(AddMembersRequestSchema, request.body);
    const found = await memberConversation(app.db, { accountId, sessionId: '' }, request.params.reference);
    if (!found) throw notFound(NO_CONVERSATION);
    if (found.member.kind !== 'group') throw invalid([{ field: 'memberIds', message: 'Members are added to a group, not to a direct conversation.' }]);
    const members = await store.existing(memberIds, accountId);
    if (!members.length) throw notFound(NO_MEMBER);
    if (await store.anyBlock(accountId, members)) throw refuseBlocked();
    await countNew(accountId);
    await store.addMembers(
      found.conversationId,
      members,
      found.member.members.map((m) => m.id),
    );
    return { reference: request.params.reference };
  });

  app.delete<{ Params: { reference: string } }>(apiRoutes.privateLeaveGroup, { config: { writeLimit: true } }, async (request, reply) => {
    const accountId = await accountOf(request);
    const found = await memberConversation(app.db, { accountId, sessionId: '' }, request.params.reference);
    if (!found) throw notFound(NO_CONVERSATION);
    if (found.member.kind !== 'group') throw invalid([], 'A direct conversation cannot be left: block the member instead.');
    const files = await store.leave(
      found.conversationId,
      accountId,
      found.member.members.map((member) => member.id),
    );
    await Promise.all(files.map((key) => app.blobs.delete(key).catch(() => {})));
    return reply.code(204).send();
  });

  app.get<{ Querystring: { name?: unknown } }>(apiRoutes.privateMembers, async (request) => {
    const accountId = await accountOf(request);
    const name = typeof request.query.name === 'string' ? sanitizeText(request.query.name).trim().slice(0, 80) : '';
    if (name.length < MEMBER_LOOKUP_MIN) throw invalid([{ field: 'name', message: `Type at least ${MEMBER_LOOKUP_MIN} letters of the name.` }]);
    await limit(`private-lookup:${accountId}`, LOOKUPS_PER_MINUTE, MINUTE, 'You are looking members up too quickly.');
    return { members: await store.lookup(accountId, name) };
  });

  app.get(apiRoutes.privateBlocks, async (request) => ({ blocked: await store.blocked(await accountOf(request)) }));

  app.put<{ Params: { memberId: string } }>(apiRoutes.privateBlock, { config: { writeLimit: true } }, async (request, reply) => {
    const accountId = await accountOf(request);
    const [other] = await store.existing([request.params.memberId], accountId);
    if (!other) throw notFound(NO_MEMBER);
    await store.block(accountId, other);
    return reply.code(204).send();
  });

  app.delete<{ Params: { memberId: string } }>(apiRoutes.privateBlock, { config: { writeLimit: true } }, async (request, reply) => {
    await store.unblock(await accountOf(request), request.params.memberId);
    return reply.code(204).send();
  });

  registerInboxEvents(app, inbox, now);
};

export default privateRoutes;
