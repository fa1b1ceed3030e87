/** Sending a draft's PDF, for the client's route and the expert's alike. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { attachmentDisposition } from '../../documents/contentDisposition';
import type { DraftRow } from '../../drafts/store';
import { draftFileName } from '../../drafts/view';
import { notFound } from '../../problems';

/** A draft's bytes as a download: a PDF attachment under a name of the server's making, never shown inline. */
export async function sendDraft(request: FastifyRequest, reply: FastifyReply, orderNumber: string, row: DraftRow) {
  const blob = await request.server.blobs.get(row.blobKey);
  if (!blob) {
    request.log.error({ draftId: row.id, blobKey: row.blobKey }, 'a draft’s file is missing from storage');
    throw notFound('This draft’s file is missing. Ask your expert to upload it again.');
  }
  return reply
    .type('application/pdf')
    .header('content-disposition', attachmentDisposition(draftFileName(orderNumber, row.version)))
    .header('content-length', blob.bytes.byteLength)
    .send(Buffer.from(blob.bytes.buffer, blob.bytes.byteOffset, blob.bytes.byteLength));
}
