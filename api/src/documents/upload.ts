/**
 * An upload's form, read and judged: the requirement it is for and the file, checked by the
 * shared rule (type from the bytes, at most 10 MB). Every refusal is a problem with a `reason`
 * a screen can word in its own language, and a detail in English that says what to do.
 */
import { createHash } from 'node:crypto';
import type { Multipart, MultipartFields, MultipartFile } from '@fastify/multipart';
import { DOCUMENT_UPLOAD_FIELDS, type DocumentRefusalReason } from '@nyaya/shared/api';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  SNIFF_BYTES,
  checkDocumentFile,
  sanitizeFileName,
  type DocumentType,
} from '@nyaya/shared/rules/marketplace/purchase/documentFile';
import { ProblemError, invalid, problem } from '../problems';

/** The multipart framing and the requirement field around a file: generous, and still a bound. */
export const FORM_OVERHEAD_BYTES = 64 * 1024;
export const MAX_UPLOAD_BODY = DOCUMENT_MAX_BYTES + FORM_OVERHEAD_BYTES;

export const refused = (status: number, reason: DocumentRefusalReason, detail: string, title?: string) =>
  new ProblemError(problem(status, detail, { reason, ...(title ? { title } : {}) }));

export const tooLarge = () =>
  refused(413, 'too-large', 'The file is over 10 MB. Scan it at a lower resolution or compress the PDF, then upload it again.', 'File too large');

export interface UploadedFile {
  requirement: string;
  fileName: string;
  type: DocumentType;
  bytes: Buffer;
  /** SHA-256 of the bytes: part of what an Idempotency-Key stands for. */
  digest: string;
}

const single = (value: Multipart | Multipart[] | undefined) => (Array.isArray(value) ? undefined : value);

/** The form as @fastify/multipart attached it (`attachFieldsToBody`), checked and judged. */
export async function readUpload(body: unknown, requirements: readonly string[]): Promise<UploadedFile> {
  const fields = (body && typeof body === 'object' ? body : {}) as MultipartFields;
  const requirementPart = single(fields[DOCUMENT_UPLOAD_FIELDS.requirement]);
  const filePart = single(fields[DOCUMENT_UPLOAD_FIELDS.file]);
  const requirement = requirementPart?.type === 'field' && typeof requirementPart.value === 'string' ? requirementPart.value : undefined;
  if (requirement === undefined || !requirements.includes(requirement)) {
    throw invalid(
      [
        {
          field: DOCUMENT_UPLOAD_FIELDS.requirement,
          message: requirement === undefined ? 'Say which document this is.' : 'Not one of this order’s Documents Required.',
        },
      ],
      'Upload a document for one of the order’s Documents Required.',
    );
  }
  if (filePart?.type !== 'file') throw invalid([{ field: DOCUMENT_UPLOAD_FIELDS.file, message: 'Attach the file.' }], 'No file was attached.');

  return { requirement, ...(await judgeFile(filePart as MultipartFile)) };
}

/**
 * A file part read and judged by the shared rule (type from the bytes, at most 10 MB, the name's
 * claim against the bytes), or a problem saying why not. Chat attachments go through it too.
 */
export async function judgeFile(file: MultipartFile): Promise<Omit<UploadedFile, 'requirement'>> {
  const bytes = await file.toBuffer();
  const fileName = sanitizeFileName(file.filename ?? '');
  const verdict = checkDocumentFile({ name: fileName, size: bytes.byteLength, head: bytes.subarray(0, SNIFF_BYTES) });
  if (!verdict.ok) {
    const quoted = `“${fileName}”`;
    switch (verdict.reason) {
      case 'empty':
        throw refused(400, 'empty', `${quoted} is empty. Choose the scanned or photographed document itself.`, 'Empty file');
      case 'too-large':
        throw tooLarge();
      case 'not-a-document':
        throw refused(
          415,
          'not-a-document',
          `${quoted} is not a PDF, JPEG or PNG file, whatever its name says. Upload a PDF, JPEG or PNG.`,
          'Not a PDF, JPEG or PNG',
        );
      case 'type-mismatch':
        throw refused(
          415,
          'type-mismatch',
          `${quoted} is named as a ${DOCUMENT_TYPES[verdict.claimed].label} but is a ${DOCUMENT_TYPES[verdict.actual].label} file. Rename it to .${DOCUMENT_TYPES[verdict.actual].extension}, or choose the right file.`,
          'File type does not match its name',
        );
    }
  }
  return { fileName, type: verdict.type, bytes, digest: createHash('sha256').update(bytes).digest('base64url') };
}

/** @fastify/multipart's and busboy's own errors, as problems a person can act on. */
export function multipartProblem(error: Error & { code?: string }): ProblemError | undefined {
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge();
    case 'FST_FILES_LIMIT':
      return new ProblemError(problem(413, 'Upload one file at a time.'));
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new ProblemError(problem(413, 'The form has more fields than an upload needs: send the requirement and one file.'));
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new ProblemError(problem(400, 'The form has a field this upload does not take.'));
    case 'FST_MP_PREMATURE_CLOSE':
      return new ProblemError(problem(400, 'The upload stopped before the whole file arrived. Try again.'));
  }
  // Busboy's own words for a body that is not a well-formed form (no code of their own).
  if (/^(Unexpected end of (form|multipart data)|Malformed (part header|content type)|Multipart: Boundary not found)/.test(error.message)) {
    return new ProblemError(problem(400, 'The upload is not a well-formed form. Try again.'));
  }
  return undefined;
}
