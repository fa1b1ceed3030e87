/**
 * Sending a message: once per client id (a retry answers the message it already made), within the
 * sender's rate (30 a minute per account, or per guest session) and, with an attachment, the
 * uploads' hourly caps; the file in the BlobStore before the row, so a row never points at nothing.
 */
import type { FastifyInstance } from 'fastify';
import { DOCUMENT_TYPES } from '@nyaya/shared/rules/marketplace/purchase/documentFile';
import type { CurrentSession } from '../sessions/store';
import { UPLOADS_PER_HOUR } from '../documents/save';
import { keyReused } from '../idempotency';
import { ProblemError, problem, tooMany } from '../problems';
import { checkMemberWrite } from '../messages/rules';
import { newBlobKey } from '../storage/blobStore';
import type { ConversationAccess } from './access';
import { newMessageEvent, type NewMessageHook } from './events';
import type { MessageForm } from './messageForm';
import type { ConversationStore } from './store';
import type { MessageRow } from './view';

/** Messages a minute from one account (or guest session): a person typing sends a few; a loop is stopped. */
export const MESSAGES_PER_MINUTE = 30;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface SendRequest {
  access: ConversationAccess;
  session: CurrentSession;
  form: MessageForm;
  addressKey: string | null;
  now?: () => number;
  /** How long an account is new (messages/rules.ts). */
  newAccountMs?: number;
}

export async function sendMessage(
  app: FastifyInstance,
  store: ConversationStore,
  hooks: readonly NewMessageHook[],
  { access, session, form, addressKey, now = Date.now, newAccountMs }: SendRequest,
): Promise<{ created: boolean; row: MessageRow }> {
  const replay = (row: MessageRow) => {
    if (row.requestHash !== form.hash) throw keyReused('message');
    return { created: false, row };
  };
  const earlier = await store.byClientId(access.conversationId, access.party, form.clientId);
  if (earlier) return replay(earlier);
  if (!access.open) {
    throw new ProblemError(
      problem(409, 'This conversation is closed: the consultation was cancelled or the client’s account was deleted. Earlier messages stay readable.', {
        title: 'Conversation closed',
      }),
    );
  }

  if (access.member) await checkMemberWrite(app.db, access.conversationId, access.member, session.account?.createdAt, now(), newAccountMs);

  const sender = session.accountId ? `account:${session.accountId}` : `session:${session.id}`;
  const limits = [{ key: `chat:${sender}`, max: MESSAGES_PER_MINUTE, windowMs: MINUTE }];
  if (form.file) {
    // Attachments count against the same hourly caps as documents: one pool of uploads per person.
    limits.push({ key: `upload:session:${session.id}`, max: UPLOADS_PER_HOUR.session, windowMs: HOUR });
    if (addressKey) limits.push({ key: `upload:addr:${addressKey}`, max: UPLOADS_PER_HOUR.address, windowMs: HOUR });
  }
  const verdict = await app.limits.hit(limits);
  if (!verdict.allowed) {
    const seconds = Math.ceil(verdict.retryAfterSeconds);
    throw tooMany(
      verdict.exceeded?.key.startsWith('chat:')
        ? `You are sending messages too quickly: at most ${MESSAGES_PER_MINUTE} a minute. Wait ${seconds} s, then send again; your message is kept.`
        : `Too many uploads in the last hour; try again in ${Math.ceil(seconds / 60)} min.`,
      seconds,
    );
  }

  const attachmentKey = form.file ? newBlobKey('messages') : null;
  if (form.file && attachmentKey) await app.blobs.put(attachmentKey, form.file.bytes, DOCUMENT_TYPES[form.file.type].contentType);
  const giveBack = async () => {
    if (attachmentKey) await app.blobs.delete(attachmentKey).catch(() => {});
  };
  const outcome = await store
    .send(
      {
        conversationId: access.conversationId,
        sender: access.party,
        senderAccountId: access.member?.accountId ?? session.accountId,
        senderSessionId: session.id,
        body: form.body,
        attachmentKey,
        attachmentName: form.file?.fileName ?? null,
        attachmentType: form.file?.type ?? null,
        attachmentSize: form.file?.bytes.byteLength ?? null,
        clientId: form.clientId,
        requestHash: form.hash,
      },
      async (row, tx) => {
        const event = newMessageEvent(access, { id: row.id, body: row.body, hasAttachment: attachmentKey !== null, createdAt: row.createdAt });
        for (const hook of hooks) await hook(event, tx);
      },
    )
    .catch(async (error: unknown) => {
      await giveBack();
      throw error;
    });
  if (outcome.kind === 'created') return { created: true, row: outcome.row };
  // A concurrent retry stored it first: its file is the one kept.
  await giveBack();
  return replay(outcome.row);
}
