/**
 * Private messages (issue 26): an account's conversations with other members, direct (two
 * accounts, one conversation per pair) or group (a title and members). Messages, reads, catch-up
 * and live delivery are the conversations' (`/api/v1/conversations/CNV…`, conversations.ts); these
 * are the list, opening and making conversations, the member lookup and blocking. Names and texts
 * are people's own: plain text.
 */
import { z } from 'zod';

/** A member as others see them: an opaque id and the display name (empty: the screen says "Nyaya member"). */
export const MemberSchema = z.object({ id: z.string(), name: z.string() });
export type Member = z.infer<typeof MemberSchema>;

export const GROUP_TITLE_MAX = 80;
/** Members of a group besides its maker. */
export const GROUP_MEMBERS_MAX = 20;

export const PrivateConversationSchema = z.object({
  /** `CNV…`: the conversation's reference for its messages. */
  reference: z.string(),
  kind: z.enum(['direct', 'group']),
  /** A group's title; a direct conversation's is the other member's name. */
  title: z.string(),
  /** The other members (direct: one). */
  members: z.array(MemberSchema.extend({ online: z.boolean() })),
  /** `hidden`: hidden after reports (issue 26); then `body` is empty unless it is `mine`. */
  lastMessage: z.object({ body: z.string(), at: z.string(), mine: z.boolean(), hasAttachment: z.boolean(), hidden: z.literal(true).optional() }).nullable(),
  unread: z.number().int().nonnegative(),
  /** Direct only: you blocked the other member. */
  blocked: z.boolean(),
  createdAt: z.string(),
});
export type PrivateConversation = z.infer<typeof PrivateConversationSchema>;

/** `GET /api/v1/private`: the account's conversations, the latest activity first. */
export const PrivateConversationListSchema = z.object({ conversations: z.array(PrivateConversationSchema) });
export type PrivateConversationList = z.infer<typeof PrivateConversationListSchema>;

const memberId = z.string().min(1).max(64);

/** `POST /api/v1/private/direct`: the conversation with this member, made the first time (the same one after). */
export const OpenDirectRequestSchema = z.object({ memberId }).strict();
/** `POST /api/v1/private/groups`. */
export const CreateGroupRequestSchema = z
  .object({ title: z.string().max(GROUP_TITLE_MAX * 2), memberIds: z.array(memberId).min(1).max(GROUP_MEMBERS_MAX) })
  .strict();
/** `POST /api/v1/private/{reference}/members`. */
export const AddMembersRequestSchema = z.object({ memberIds: z.array(memberId).min(1).max(GROUP_MEMBERS_MAX) }).strict();
/** The answer of opening or making one. */
export const OpenedConversationSchema = z.object({ reference: z.string() });

/** `GET /api/v1/private/members?name=`: members whose display name contains it (at most 10). */
export const MemberLookupSchema = z.object({ members: z.array(MemberSchema) });
export const MEMBER_LOOKUP_MIN = 2;

/** `GET /api/v1/private/blocks`, `PUT` / `DELETE /api/v1/private/blocks/{memberId}`. */
export const BlockListSchema = z.object({ blocked: z.array(MemberSchema) });

/** Server-Sent Events of `GET /api/v1/private/events`: `inbox` (data `{}`) when the list changed; read it again. */
export const INBOX_EVENT = 'inbox';
