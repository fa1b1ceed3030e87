/**
 * Conversations (issue 25), named by the order number or the booking reference:
 * `GET conversations/{ref}` (who you are, the other side, your unread count, a page of messages:
 * the latest, `?after=` or `?before=` an id), `POST …/messages` (JSON or multipart with a file; the
 * client id makes a retry the same message), `POST …/read` (`{ upTo }`), `GET …/unread`,
 * `GET …/messages/{id}/attachment` and `GET …/events` (live, events.ts). Only the two sides find
 * the conversation at all: to anyone else it is 404.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { MarkReadRequestSchema, apiRoutes, type ConversationView, type UnreadView } from '@nyaya/shared/api';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, downloadFileName } from '@nyaya/shared/rules/marketplace/purchase/documentFile';
import { conversationFor, type ConversationAccess } from '../../conversations/access';
import { readMessageForm } from '../../conversations/messageForm';
import { sendMessage } from '../../conversations/send';
import { createConversationStore } from '../../conversations/store';
import { messageView } from '../../conversations/view';
import { sendStoredFile } from '../../documents/sendStoredFile';
import { MAX_UPLOAD_BODY, multipartProblem, tooLarge } from '../../documents/upload';
import { ProblemError, fieldErrors, invalid, notFound, problem } from '../../problems';
import { registerEvents } from './events';
import { messageIdOf, type ConversationRequest } from './params';

type Params = { reference: string };

const NO_CONVERSATION = 'There is no conversation here for this browser or account.';
const NO_MESSAGE = 'This conversation has no such message, or it has no attachment.';

const conversationRoutes: FastifyPluginAsync<{ eventStream?: { heartbeatMs?: number; maxMs?: number }; now?: () => number; newAccountMs?: number }> = async (
  app,
  { eventStream, now = Date.now, newAccountMs },
) => {
  const store = createConversationStore(app.db);

  // Here only: an attachment is read into memory before the handler (no gate place held while it
  // uploads), at most one file of 10 MB, as for documents.
  await app.register(multipart, {
    attachFieldsToBody: true,
    throwFileSizeLimit: true,
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 16 * 1024, headerPairs: 20 },
  });
  app.setErrorHandler((error: Error & { code?: string }) => {
    throw multipartProblem(error) ?? error;
  });

  /** The conversation as this request's session may see it; 404 for anyone but its two sides. */
  async function accessOf(request: ConversationRequest): Promise<ConversationAccess> {
    const session = await app.sessions.current(request);
    const access = session ? await conversationFor(app.db, { sessionId: session.id, accountId: session.accountId }, request.params.reference) : undefined;
    if (!access) throw notFound(NO_CONVERSATION);
    return access;
  }

  app.get<{ Params: Params; Querystring: { after?: string; before?: string } }>(apiRoutes.conversation, async (request): Promise<ConversationView> => {
    const after = messageIdOf(request.query.after, 'after');
    const before = messageIdOf(request.query.before, 'before');
    if (after !== undefined && before !== undefined) throw invalid([{ field: 'before', message: 'Ask for messages after an id or before one, not both.' }]);
    const access = await accessOf(request);
    const [page, unread] = await Promise.all([
      store.page(access.conversationId, { after, before }),
      store.unread(access.conversationId, access.party, access.member?.accountId),
    ]);
    return {
      reference: access.reference,
      subject: access.subject,
      you: access.party,
      ...(access.member && { me: access.member.accountId, kind: access.member.kind, members: access.member.members }),
      counterpart: access.counterpart,
      open: access.open,
      ...unread,
      messages: page.rows.map((row) => messageView(row, access.member?.accountId)),
      more: page.more,
    };
  });

  app.post<{ Params: Params }>(
    apiRoutes.conversationMessages,
    {
      config: { writeLimit: true },
      // Before a byte of the body is read: JSON, or a form of a length the server can hold to.
      onRequest: async (request) => {
        const type = request.headers['content-type'] ?? '';
        if (!/^multipart\/form-data\s*;/i.test(type)) return;
        const length = request.headers['content-length'];
        if (length === undefined) throw new ProblemError(problem(411, 'Send the attachment with a Content-Length.', { title: 'Length required' }));
        if (Number(length) > MAX_UPLOAD_BODY) throw tooLarge();
      },
    },
    async (request, reply) => {
      const access = await accessOf(request);
      const session = (await app.sessions.current(request))!;
      const form = await readMessageForm(request.body, request.isMultipart());
      const { created, row } = await sendMessage(app, store, app.conversations.hooks, {
        access,
        session,
        form,
        addressKey: app.limits.addressOf(request),
        now,
        newAccountMs,
      });
      // What you send you have read: your own message never counts as unread for you.
      await store.markRead(access.conversationId, access.party, row.id, access.member?.accountId);
      return reply.code(created ? 201 : 200).send(messageView(row));
    },
  );

  app.post<{ Params: Params }>(apiRoutes.conversationRead, { config: { writeLimit: true } }, async (request): Promise<UnreadView> => {
    const parsed = MarkReadRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw invalid(fieldErrors(parsed.error));
    const access = await accessOf(request);
    await store.markRead(access.conversationId, access.party, parsed.data.upTo, access.member?.accountId);
    return store.unread(access.conversationId, access.party, access.member?.accountId);
  });

  app.get<{ Params: Params }>(apiRoutes.conversationUnread, async (request): Promise<UnreadView> => {
    const access = await accessOf(request);
    return store.unread(access.conversationId, access.party, access.member?.accountId);
  });

  app.get<{ Params: Params & { messageId: string } }>(apiRoutes.messageAttachment, async (request, reply) => {
    const access = await accessOf(request);
    const id = /^\d{1,15}$/.test(request.params.messageId) ? Number(request.params.messageId) : 0;
    const row = id ? await store.message(access.conversationId, id) : undefined;
    if (!row?.attachmentKey || !row.attachmentType || row.attachmentName === null) throw notFound(NO_MESSAGE);
    // A file hidden after reports is withheld like its text: only its writer still gets it.
    if (row.hidden && row.senderAccountId !== access.member?.accountId) throw notFound(NO_MESSAGE);
    return sendStoredFile(request, reply, {
      blobKey: row.attachmentKey,
      contentType: DOCUMENT_TYPES[row.attachmentType].contentType,
      fileName: downloadFileName(row.attachmentName, row.attachmentType),
      what: { log: { messageId: row.id }, description: 'a message’s attachment', missing: 'This attachment’s file is missing. Ask for it to be sent again.' },
    });
  });

  registerEvents(app, accessOf, store, { ...eventStream, now });
};

export default conversationRoutes;
