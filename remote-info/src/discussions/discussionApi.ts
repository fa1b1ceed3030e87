/**
 * The discussions' calls (issue 26), through callApi (session cookie, 8 s timeout, the answer
 * checked against the contract). A write carries a client id made once per attempt's words, so a
 * retry after a lost answer is the same post.
 */
import {
  callApi,
  discussionPaths,
  DiscussionViewSchema,
  NoContentSchema,
  ReplyCreatedSchema,
  VoteViewSchema,
  type ApiResult,
  type Problem,
} from '@nyaya/shared/api';
import type { ReplySort } from '@nyaya/shared/rules/info/discussionPost';

export const newClientId = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return Array.from(bytes, (byte) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[byte % 64]).join('');
};

export const discussionApi = {
  start: (body: { clientId: string; title: string; category: string; body: string; spaceId?: string }) =>
    callApi({ path: discussionPaths.list, method: 'POST', body, schema: DiscussionViewSchema }),
  edit: (id: string, body: { title?: string; category?: string; body?: string }) =>
    callApi({ path: discussionPaths.one(id), method: 'PATCH', body, schema: DiscussionViewSchema }),
  remove: (id: string) => callApi({ path: discussionPaths.one(id), method: 'DELETE', schema: NoContentSchema }),
  reply: (id: string, body: { clientId: string; body: string }) =>
    callApi({ path: discussionPaths.replies(id), method: 'POST', body, schema: ReplyCreatedSchema }),
  editReply: (id: string, replyId: number, body: string) =>
    callApi({ path: discussionPaths.reply(id, replyId), method: 'PATCH', body: { body }, schema: DiscussionViewSchema }),
  removeReply: (id: string, replyId: number) => callApi({ path: discussionPaths.reply(id, replyId), method: 'DELETE', schema: NoContentSchema }),
  vote: (id: string, replyId: number | null, on: boolean) =>
    callApi({
      path: replyId === null ? discussionPaths.vote(id) : discussionPaths.replyVote(id, replyId),
      method: on ? 'PUT' : 'DELETE',
      schema: VoteViewSchema,
    }),
  read: (id: string, sort: ReplySort) => callApi({ path: discussionPaths.one(id, sort), schema: DiscussionViewSchema }),
};

export const isSignInNeeded = (result: ApiResult<unknown>) => result.kind === 'problem' && result.status === 401;
export const problemText = (problem: Problem) => (problem.detail ?? problem.title).trim();
