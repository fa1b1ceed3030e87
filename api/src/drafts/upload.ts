/**
 * A corrected draft the expert uploads (issue 25): one PDF, known by its bytes (the documents'
 * rule, `checkDocumentFile`: a JPEG or a text file named `.pdf` is refused), at most 10 MB. Kept
 * as the order's next version, once per Idempotency-Key, the bytes in the BlobStore first and the
 * row after under a lock on the order, so a row never points at nothing and versions never clash.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { MultipartFields, MultipartFile } from '@fastify/multipart';
import { DRAFT_UPLOAD_FIELD } from '@nyaya/shared/api';
import { SNIFF_BYTES, checkDocumentFile, sanitizeFileName } from '@nyaya/shared/rules/marketplace/purchase/documentFile';
import type { Db } from '../db/database';
import { orderStatusHistory, orders } from '../db/schema';
import { refused, tooLarge } from '../documents/upload';
import { progressOf } from '../orders/progress';
import { invalid } from '../problems';
import { newBlobKey, type BlobStore } from '../storage/blobStore';
import { MAX_DRAFT_VERSIONS, draftStore, type DraftRow } from './store';

export interface CorrectedPdf {
  bytes: Buffer;
  /** SHA-256 of the bytes: what an Idempotency-Key stands for. */
  digest: string;
}

/** The form as @fastify/multipart attached it: one file, which must be a PDF by its bytes. */
export async function readCorrectedPdf(body: unknown): Promise<CorrectedPdf> {
  const fields = (body && typeof body === 'object' ? body : {}) as MultipartFields;
  const part = fields[DRAFT_UPLOAD_FIELD];
  if (!part || Array.isArray(part) || part.type !== 'file') {
    throw invalid([{ field: DRAFT_UPLOAD_FIELD, message: 'Attach the corrected PDF.' }], 'No file was attached.');
  }
  const file = part as MultipartFile;
  const bytes = await file.toBuffer();
  const quoted = `“${sanitizeFileName(file.filename ?? '')}”`;
  const verdict = checkDocumentFile({ name: sanitizeFileName(file.filename ?? ''), size: bytes.byteLength, head: bytes.subarray(0, SNIFF_BYTES) });
  if (!verdict.ok && verdict.reason === 'empty') throw refused(400, 'empty', `${quoted} is empty. Choose the corrected PDF itself.`, 'Empty file');
  if (!verdict.ok && verdict.reason === 'too-large') throw tooLarge();
  // Whatever its name says: only bytes that are a PDF become a draft the client downloads as one.
  if (!verdict.ok || verdict.type !== 'pdf') {
    throw refused(
      415,
      'not-a-document',
      `${quoted} is not a PDF file, whatever its name says. Export the corrected draft as a PDF and upload that.`,
      'Not a PDF',
    );
  }
  return { bytes, digest: createHash('sha256').update(bytes).digest('base64url') };
}

export type UploadOutcome =
  | { kind: 'created'; row: DraftRow }
  | { kind: 'replayed'; row: DraftRow }
  | { kind: 'key-reused' }
  | { kind: 'not-found' }
  | { kind: 'cancelled' }
  /** Every step is completed: the client asks for a revision before another version. */
  | { kind: 'finished' }
  | { kind: 'too-many' };

export interface UploadRequest {
  expertAccountId: string;
  orderNumber: string;
  idempotencyKey: string;
  pdf: CorrectedPdf;
}

export async function saveCorrectedDraft(
  db: Db,
  blobs: BlobStore,
  { expertAccountId, orderNumber, idempotencyKey, pdf }: UploadRequest,
): Promise<UploadOutcome> {
  const assigned = and(eq(orders.orderNumber, orderNumber), eq(orders.expertAccountId, expertAccountId));
  const replay = (row: DraftRow): UploadOutcome => (row.requestHash === pdf.digest ? { kind: 'replayed', row } : { kind: 'key-reused' });
  const [found] = await db.select({ id: orders.id }).from(orders).where(assigned).limit(1);
  if (!found) return { kind: 'not-found' };
  const earlier = await draftStore.byKey(db, found.id, idempotencyKey);
  if (earlier) return replay(earlier);

  const blobKey = newBlobKey('drafts');
  await blobs.put(blobKey, pdf.bytes, 'application/pdf');
  const outcome = await db
    .transaction(async (tx): Promise<UploadOutcome> => {
      const [order] = await tx.select({ id: orders.id, cancelledAt: orders.cancelledAt }).from(orders).where(assigned).for('update');
      if (!order) return { kind: 'not-found' };
      // Under the lock: a concurrent retry with this key has either written its row or not started.
      const raced = await draftStore.byKey(tx, order.id, idempotencyKey);
      if (raced) return replay(raced);
      if (order.cancelledAt) return { kind: 'cancelled' };
      const history = await tx.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id)).orderBy(asc(orderStatusHistory.id));
      if (progressOf(history).current === null) return { kind: 'finished' };
      const latest = await draftStore.latest(tx, order.id);
      const version = (latest?.version ?? 0) + 1;
      if (version > MAX_DRAFT_VERSIONS) return { kind: 'too-many' };
      const row = await draftStore.insert(tx, {
        orderId: order.id,
        version,
        source: 'uploaded',
        blobKey,
        size: pdf.bytes.byteLength,
        createdBy: expertAccountId,
        idempotencyKey,
        requestHash: pdf.digest,
      });
      if (!row) throw new Error('A corrected draft’s version was taken under the order’s lock.');
      return { kind: 'created', row };
    })
    .catch(async (error: unknown) => {
      await blobs.delete(blobKey).catch(() => {});
      throw error;
    });
  // Anything but a new row: the file just stored is no one's.
  if (outcome.kind !== 'created') await blobs.delete(blobKey).catch(() => {});
  return outcome;
}
