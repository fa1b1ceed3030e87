/**
 * Keeping an upload: once per (session, Idempotency-Key) like an order, within the order's caps
 * and the upload rate, the bytes in the BlobStore first and the row after, so a row never points
 * at nothing. A row that loses a race to a concurrent retry gives its blob back.
 */
import type { FastifyInstance } from 'fastify';
import { DOCUMENT_TYPES } from '@nyaya/shared/rules/marketplace/purchase/documentFile';
import type { CurrentSession } from '../sessions/store';
import { keyReused, requestHash } from '../idempotency';
import { ProblemError, problem, tooMany } from '../problems';
import { newBlobKey } from '../storage/blobStore';
import type { PartyOrder } from './access';
import { MAX_DOCUMENTS_PER_ORDER, MAX_DOCUMENTS_PER_REQUIREMENT, type DocumentRow, type DocumentStore } from './store';
import type { UploadedFile } from './upload';

/** Uploads per hour: a person sends a handful; a script filling storage is stopped. */
export const UPLOADS_PER_HOUR = { session: 60, address: 200 };
const HOUR = 60 * 60 * 1000;

export interface SaveRequest {
  order: PartyOrder['order'];
  party: PartyOrder['party'];
  session: CurrentSession;
  idempotencyKey: string;
  upload: UploadedFile;
  /** The client's address key for the per-address limit; null when loopback is exempt. */
  addressKey: string | null;
}

export async function saveUpload(app: FastifyInstance, store: DocumentStore, request: SaveRequest): Promise<{ created: boolean; row: DocumentRow }> {
  const { order, party, session, idempotencyKey, upload } = request;
  const hash = requestHash({ order: order.orderNumber, requirement: upload.requirement, fileName: upload.fileName, sha256: upload.digest });
  const replay = async (row: DocumentRow) => {
    if (row.requestHash !== hash) throw keyReused('document');
    return { created: false, row };
  };
  const earlier = await store.byKey(session.id, idempotencyKey);
  if (earlier) return replay(earlier);

  const counts = await store.counts(order.id, upload.requirement);
  if (counts.total >= MAX_DOCUMENTS_PER_ORDER || counts.forRequirement >= MAX_DOCUMENTS_PER_REQUIREMENT) {
    const detail =
      counts.total >= MAX_DOCUMENTS_PER_ORDER
        ? `This order already has ${MAX_DOCUMENTS_PER_ORDER} documents, the most it can hold. Remove one before adding another.`
        : `“${upload.requirement}” already has ${MAX_DOCUMENTS_PER_REQUIREMENT} files, the most it can hold. Remove one, or put several pages in one PDF.`;
    throw new ProblemError(problem(409, detail, { title: 'Too many documents', reason: 'too-many' }));
  }
  const limits = [{ key: `upload:session:${session.id}`, max: UPLOADS_PER_HOUR.session, windowMs: HOUR }];
  if (request.addressKey) limits.push({ key: `upload:addr:${request.addressKey}`, max: UPLOADS_PER_HOUR.address, windowMs: HOUR });
  const verdict = await app.limits.hit(limits);
  if (!verdict.allowed) {
    const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
    throw tooMany(`Too many uploads in the last hour; try again in ${minutes} min.`, verdict.retryAfterSeconds);
  }

  const blobKey = newBlobKey('documents');
  await app.blobs.put(blobKey, upload.bytes, DOCUMENT_TYPES[upload.type].contentType);
  const row = await store
    .insert({
      orderId: order.id,
      requirement: upload.requirement,
      fileName: upload.fileName,
      type: upload.type,
      size: upload.bytes.byteLength,
      blobKey,
      uploadedBy: party,
      uploaderSessionId: session.id,
      uploaderAccountId: session.accountId,
      idempotencyKey,
      requestHash: hash,
    })
    .catch(async (error: unknown) => {
      await app.blobs.delete(blobKey).catch(() => {});
      throw error;
    });
  if (row) return { created: true, row };
  await app.blobs.delete(blobKey).catch(() => {});
  const winner = await store.byKey(session.id, idempotencyKey);
  if (!winner) throw new Error('A document conflicted on its idempotency key but could not be read back.');
  return replay(winner);
}
