/**
 * A message as sent: JSON `{ clientId, body }`, or multipart/form-data with those fields and a
 * `file` (an attachment, judged by the documents' rule: PDF, JPEG or PNG by its bytes, at most
 * 10 MB). The body is cleaned and checked by the shared rule (1–2,000 characters, none with a file).
 */
import type { MultipartFields, MultipartFile, Multipart } from '@fastify/multipart';
import { MESSAGE_UPLOAD_FIELDS, SendMessageRequestSchema } from '@nyaya/shared/api';
import { MESSAGE_MAX_LENGTH, checkMessageBody } from '@nyaya/shared/rules/conversation';
import { judgeFile, type UploadedFile } from '../documents/upload';
import { requestHash } from '../idempotency';
import { fieldErrors, invalid } from '../problems';

export interface MessageForm {
  clientId: string;
  body: string;
  file: Omit<UploadedFile, 'requirement'> | null;
  /** What the client id stands for: the same id with another message is refused. */
  hash: string;
}

const single = (value: Multipart | Multipart[] | undefined) => (Array.isArray(value) ? undefined : value);
const fieldText = (value: Multipart | Multipart[] | undefined) => {
  const part = single(value);
  return part?.type === 'field' && typeof part.value === 'string' ? part.value : undefined;
};

export async function readMessageForm(body: unknown, multipart: boolean): Promise<MessageForm> {
  let raw: unknown = body ?? {};
  let file: MessageForm['file'] = null;
  if (multipart) {
    const fields = (body && typeof body === 'object' ? body : {}) as MultipartFields;
    raw = { clientId: fieldText(fields[MESSAGE_UPLOAD_FIELDS.clientId]), body: fieldText(fields[MESSAGE_UPLOAD_FIELDS.body]) ?? '' };
    const filePart = single(fields[MESSAGE_UPLOAD_FIELDS.file]);
    if (filePart?.type === 'file') file = await judgeFile(filePart as MultipartFile);
  }
  const parsed = SendMessageRequestSchema.safeParse(raw);
  if (!parsed.success) throw invalid(fieldErrors(parsed.error), 'This message cannot be sent as it is.');
  const verdict = checkMessageBody(parsed.data.body, { hasAttachment: file !== null });
  if (!verdict.ok) {
    throw invalid(
      [
        {
          field: 'body',
          message:
            verdict.reason === 'empty'
              ? 'Write a message (or attach a file).'
              : `At most ${MESSAGE_MAX_LENGTH.toLocaleString('en-IN')} characters; this one has ${verdict.length.toLocaleString('en-IN')}.`,
        },
      ],
      verdict.reason === 'empty' ? 'The message is empty.' : `The message is too long: at most ${MESSAGE_MAX_LENGTH.toLocaleString('en-IN')} characters.`,
    );
  }
  return { clientId: parsed.data.clientId, body: verdict.body, file, hash: requestHash({ body: verdict.body, file: file && [file.fileName, file.digest] }) };
}
