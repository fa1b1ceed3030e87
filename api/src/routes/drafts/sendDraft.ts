/** Sending a draft's PDF, for the client's route and the expert's alike. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendStoredFile } from '../../documents/sendStoredFile';
import type { DraftRow } from '../../drafts/store';
import { draftFileName } from '../../drafts/view';

/** A draft's bytes as a download: a PDF attachment under a name of the server's making, never shown inline. */
export function sendDraft(request: FastifyRequest, reply: FastifyReply, orderNumber: string, row: DraftRow) {
  return sendStoredFile(request, reply, {
    blobKey: row.blobKey,
    contentType: 'application/pdf',
    fileName: draftFileName(orderNumber, row.version),
    what: { log: { draftId: row.id }, description: 'a draft’s file', missing: 'This draft’s file is missing. Ask your expert to upload it again.' },
  });
}
