/**
 * Conversations (issue 25): one per order and per consultation, between the client and the assigned
 * expert, named by the order's number or the consultation's reference. Messages come in id order;
 * a message's `id` is what live delivery resumes from (`Last-Event-ID`, `?after=`).
 */
import { z } from 'zod';
import { MESSAGE_CLIENT_ID, MESSAGE_MAX_LENGTH } from '../rules/conversation';
import { DocumentTypeSchema } from './documents';

/** A member conversation's (issue 26) every side is `member`: who wrote is `author`. */
export const ConversationPartySchema = z.enum(['client', 'expert', 'member']);
export type ConversationParty = z.infer<typeof ConversationPartySchema>;

export const MessageAttachmentSchema = z.object({ fileName: z.string(), type: DocumentTypeSchema, size: z.number().int().nonnegative() });

/** One message. `body` is plain text: render it as text, never as HTML. */
export const MessageViewSchema = z.object({
  id: z.number().int().positive(),
  clientId: z.string(),
  from: ConversationPartySchema,
  /** In a member conversation, the writer's member id (see `members`); absent elsewhere. */
  author: z.string().nullable().optional(),
  body: z.string(),
  attachment: MessageAttachmentSchema.nullable(),
  /**
   * Hidden after reports until reviewed (issue 26): for anyone but its writer `body` is empty and
   * `attachment` null; its writer still reads it.
   */
  hidden: z.literal(true).optional(),
  createdAt: z.string(),
});
export type MessageView = z.infer<typeof MessageViewSchema>;

/**
 * `GET /api/v1/conversations/{reference}`: who you are in it, who the other side is, your unread
 * count, and messages in id order: the latest page, or those after `?after=` (catch-up) or before
 * `?before=` (earlier ones). `more` says whether the same direction has more.
 */
export const ConversationViewSchema = z.object({
  reference: z.string(),
  subject: z.enum(['order', 'consultation', 'member']),
  you: ConversationPartySchema,
  /** A member conversation's: your member id, and every member by id and name (for who wrote what). */
  me: z.string().optional(),
  kind: z.enum(['direct', 'group']).optional(),
  members: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
  /** The other side's name: the expert's, or the client's as given at checkout. */
  counterpart: z.string(),
  /** Whether messages may still be sent (a cancelled consultation's conversation is read-only). */
  open: z.boolean(),
  unread: z.number().int().nonnegative(),
  /** The last message id you have read (0: none). */
  readUpTo: z.number().int().nonnegative(),
  messages: z.array(MessageViewSchema),
  more: z.boolean(),
});
export type ConversationView = z.infer<typeof ConversationViewSchema>;

/** `POST …/messages` as JSON; with a file it is multipart/form-data with these fields and `file`. */
export const SendMessageRequestSchema = z
  .object({
    clientId: z.string().regex(MESSAGE_CLIENT_ID, 'Send a client id of 16 to 64 letters, digits, - or _.'),
    body: z.string().max(MESSAGE_MAX_LENGTH * 2, `At most ${MESSAGE_MAX_LENGTH} characters.`),
  })
  .strict();
export type SendMessageRequest = z.infer<typeof SendMessageRequestSchema>;
export const MESSAGE_UPLOAD_FIELDS = { clientId: 'clientId', body: 'body', file: 'file' } as const;

/** `POST …/read`: everything up to this message id has been shown. The marker only moves forward. */
export const MarkReadRequestSchema = z.object({ upTo: z.number().int().nonnegative() }).strict();

/** `GET …/unread` and the answer of `POST …/read`. */
export const UnreadViewSchema = z.object({ unread: z.number().int().nonnegative(), readUpTo: z.number().int().nonnegative() });
export type UnreadView = z.infer<typeof UnreadViewSchema>;

/** Server-Sent Events of `GET …/events`: `message` (data: a MessageView, id: its id). Comments are heartbeats. */
export const CONVERSATION_EVENT = 'message';
/**
 * `changed` (data: `{ messageId }`, id: its place in the stream, from the messages' id sequence): a
 * message was hidden after reports, restored or removed (issue 26); the page reads it again. A
 * stream resumed after an id gets the messages and the changes after it.
 */
export const CONVERSATION_CHANGED_EVENT = 'changed';
export const ConversationChangedSchema = z.object({ messageId: z.number().int().positive() });
