/**
 * A stored file as a download, for documents, drafts and message attachments alike: always an
 * attachment under a name of the server's making, with the type the bytes were found to be when
 * stored (never the store's or the uploader's word), and a clear 404 when the bytes are gone.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../problems';
import { attachmentDisposition } from './contentDisposition';

export interface StoredFile {
  blobKey: string;
  contentType: string;
  fileName: string;
  /** What is logged (the row's id) and said when the blob is missing from storage. */
  what: { log: Record<string, unknown>; description: string; missing: string };
}

export async function sendStoredFile(request: FastifyRequest, reply: FastifyReply, file: StoredFile) {
  const blob = await request.server.blobs.get(file.blobKey);
  if (!blob) {
    request.log.error({ ...file.what.log, blobKey: file.blobKey }, `${file.what.description} is missing from storage`);
    throw notFound(file.what.missing);
  }
  return reply
    .type(file.contentType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('content-length', blob.bytes.byteLength)
    .send(Buffer.from(blob.bytes.buffer, blob.bytes.byteOffset, blob.bytes.byteLength));
}
