/**
 * Public discussions (issue 26): anyone reads, a signed-in account writes. Counts (participants,
 * messages, upvotes, last active, trending) are computed by the server from the rows, never stored.
 * Every text is plain text: render it as text, never as HTML. `mine` and `upvoted` are the asking
 * account's own view: a page must fetch them in the browser, never bake them into a shared cache.
 */
import { z } from 'zod';
import { DISCUSSION_BODY_MAX, DISCUSSION_CATEGORIES, DISCUSSION_TITLE_MAX, REPLY_BODY_MAX, REPLY_SORTS } from '../rules/info/discussionPost';
import { MESSAGE_CLIENT_ID } from '../rules/conversation';

export const DiscussionCategorySchema = z.enum(DISCUSSION_CATEGORIES);

/** `id`: the author's member id, for "Message" on their name (issue 26); null for the seed's sample authors. */
const author = z.object({ name: z.string(), id: z.string().nullable().optional() });

export const DiscussionSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  category: DiscussionCategorySchema,
  author,
  participants: z.number().int().nonnegative(),
  /** The opening post and its replies. */
  messages: z.number().int().positive(),
  upvotes: z.number().int().nonnegative(),
  trending: z.boolean(),
  /** Replies and upvotes in the last 24 hours and the 24 before: what Trending ranks by (`trendingDiscussions`). */
  activity: z.object({ last24h: z.number().int().nonnegative(), previous24h: z.number().int().nonnegative() }),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  /** Reported by 3 accounts and hidden until reviewed (only its author is shown it, with this flag). */
  hidden: z.boolean().optional(),
});
export type DiscussionSummary = z.infer<typeof DiscussionSummarySchema>;

export const DiscussionListSchema = z.object({ discussions: z.array(DiscussionSummarySchema) });
export type DiscussionList = z.infer<typeof DiscussionListSchema>;

export const ReplyViewSchema = z.object({
  id: z.number().int().positive(),
  author,
  body: z.string(),
  upvotes: z.number().int().nonnegative(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** The asking account wrote it (may edit and delete it). */
  mine: z.boolean(),
  /** The asking account upvoted it. */
  upvoted: z.boolean(),
  /** Hidden while it is reviewed: others get an empty body, its author the text and this flag. */
  hidden: z.boolean().optional(),
});
export type ReplyView = z.infer<typeof ReplyViewSchema>;

/**
 * The answer of `POST …/replies`: the reply as its author sees it and the counts of the discussion
 * it changed, as of the reply (not the whole thread read again: that made each reply cost more as
 * the thread grew). A page adds the reply to what it shows unless it is there already (the live
 * stream may bring it first: the same id).
 */
export const ReplyCreatedSchema = z.object({
  reply: ReplyViewSchema,
  participants: z.number().int().nonnegative(),
  messages: z.number().int().positive(),
  lastActiveAt: z.string(),
});
export type ReplyCreated = z.infer<typeof ReplyCreatedSchema>;

export const DiscussionViewSchema = DiscussionSummarySchema.extend({
  body: z.string(),
  editedAt: z.string().nullable(),
  mine: z.boolean(),
  upvoted: z.boolean(),
  sort: z.enum(REPLY_SORTS),
  replies: z.array(ReplyViewSchema),
});
export type DiscussionView = z.infer<typeof DiscussionViewSchema>;

const clientId = z.string().regex(MESSAGE_CLIENT_ID, 'Send a client id of 16 to 64 letters, digits, - or _.');
// Generous caps here (the rule's limits are checked after cleaning, with a clear message); these only stop huge strings early.
const text = (max: number) => z.string().max(max * 2, `At most ${max} characters.`);

/** `POST /api/v1/discussions`: the client id makes a retry the same discussion; `spaceId` starts it in a space its author is a member of. */
export const NewDiscussionRequestSchema = z
  .object({
    clientId,
    title: text(DISCUSSION_TITLE_MAX),
    category: z.string().max(40),
    body: text(DISCUSSION_BODY_MAX),
    spaceId: z.string().max(60).optional(),
  })
  .strict();
export type NewDiscussionRequest = z.infer<typeof NewDiscussionRequestSchema>;

/** `PATCH /api/v1/discussions/{id}`: the author's changes (any of them). */
export const EditDiscussionRequestSchema = z
  .object({ title: text(DISCUSSION_TITLE_MAX).optional(), category: z.string().max(40).optional(), body: text(DISCUSSION_BODY_MAX).optional() })
  .strict();
export type EditDiscussionRequest = z.infer<typeof EditDiscussionRequestSchema>;

export const NewReplyRequestSchema = z.object({ clientId, body: text(REPLY_BODY_MAX) }).strict();
export type NewReplyRequest = z.infer<typeof NewReplyRequestSchema>;
export const EditReplyRequestSchema = z.object({ body: text(REPLY_BODY_MAX) }).strict();

/** A 204's (no) body: a delete's answer. */
export const NoContentSchema = z.unknown();

/** The answer of `PUT`/`DELETE …/vote`. */
export const VoteViewSchema = z.object({ upvotes: z.number().int().nonnegative(), upvoted: z.boolean() });
export type VoteView = z.infer<typeof VoteViewSchema>;

const id = (value: string) => encodeURIComponent(value);
export const discussionPaths = {
  list: '/api/v1/discussions',
  one: (discussionId: string, sort?: 'oldest' | 'top') => `/api/v1/discussions/${id(discussionId)}${sort === 'top' ? '?sort=top' : ''}`,
  vote: (discussionId: string) => `/api/v1/discussions/${id(discussionId)}/vote`,
  replies: (discussionId: string) => `/api/v1/discussions/${id(discussionId)}/replies`,
  reply: (discussionId: string, replyId: number) => `/api/v1/discussions/${id(discussionId)}/replies/${replyId}`,
  replyVote: (discussionId: string, replyId: number) => `/api/v1/discussions/${id(discussionId)}/replies/${replyId}/vote`,
  events: (discussionId: string) => `/api/v1/discussions/${id(discussionId)}/events`,
} as const;

/**
 * Server-Sent Events of `GET discussions/{id}/events` (public, like reading): `reply` (data: a
 * ReplyView as a guest sees it; id: the reply's id, so a reconnect resumes after it) and `changed`
 * (data: `{ replyId }`; no id: a reply was edited, removed or hidden: read the discussion again).
 */
export const DISCUSSION_REPLY_EVENT = 'reply';
export const DISCUSSION_CHANGED_EVENT = 'changed';

export const discussionRoutes = {
  list: '/api/v1/discussions',
  one: '/api/v1/discussions/:discussionId',
  vote: '/api/v1/discussions/:discussionId/vote',
  replies: '/api/v1/discussions/:discussionId/replies',
  reply: '/api/v1/discussions/:discussionId/replies/:replyId',
  replyVote: '/api/v1/discussions/:discussionId/replies/:replyId/vote',
  events: '/api/v1/discussions/:discussionId/events',
} as const;
