import { z } from 'zod';

/** The three types a document may be (`rules/marketplace/purchase/documentFile`), as the API names them. */
export const DocumentTypeSchema = z.enum(['pdf', 'jpeg', 'png']);

/** Why the expert refuses a document: a short fixed list, which each screen words in its language. */
export const DOCUMENT_REFUSAL_REASONS = ['unreadable', 'wrong-document', 'expired', 'incomplete'] as const;
export const DocumentRefusalReasonSchema = z.enum(DOCUMENT_REFUSAL_REASONS);
export type DocumentRefusalCode = z.infer<typeof DocumentRefusalReasonSchema>;

/**
 * One document uploaded for an order, as the API answers it. `fileName` is plain text, already
 * made safe by the server; `size` in bytes; `reviewedAt` is set once the expert has reviewed it,
 * after which it can no longer be removed; `removable` says whether this viewer may remove it now.
 */
export const DocumentViewSchema = z.object({
  id: z.string(),
  requirement: z.string(),
  fileName: z.string(),
  type: DocumentTypeSchema,
  size: z.number().int().nonnegative(),
  uploadedBy: z.enum(['client', 'expert']),
  uploadedAt: z.string(),
  reviewedAt: z.string().nullable(),
  removable: z.boolean(),
  /** Set when the expert refused it: kept for the record, it no longer counts for its requirement. */
  refusedAt: z.string().nullable(),
  refusalReason: DocumentRefusalReasonSchema.nullable(),
  /** The expert's note (plain text), or null. */
  refusalNote: z.string().nullable(),
});

/** The English words for each reason: notifications outside the app, and the API's own texts. */
export const documentRefusalLabels: Readonly<Record<DocumentRefusalCode, string>> = {
  unreadable: 'Unreadable',
  'wrong-document': 'Wrong document',
  expired: 'Expired',
  incomplete: 'Incomplete',
};
/** The expert's note on a refusal or a request: plain text, a few sentences at most. */
export const REVIEW_NOTE_MAX = 500;
const ReviewNoteSchema = z.string().trim().max(REVIEW_NOTE_MAX, `At most ${REVIEW_NOTE_MAX} characters.`);

/** `POST /api/v1/console/orders/{number}/documents/{id}/refuse` (Idempotency-Key). */
export const RefuseDocumentRequestSchema = z.object({ reason: DocumentRefusalReasonSchema, note: ReviewNoteSchema.optional() }).strict();
export type RefuseDocumentRequest = z.infer<typeof RefuseDocumentRequestSchema>;

/** `POST /api/v1/console/orders/{number}/document-requests` (Idempotency-Key): one of the order's Documents Required. */
export const AskDocumentRequestSchema = z.object({ requirement: z.string().min(1).max(200), note: ReviewNoteSchema.optional() }).strict();
export type AskDocumentRequest = z.infer<typeof AskDocumentRequestSchema>;

/** A requirement the expert asked for and the client has not uploaded since. */
export const DocumentAskSchema = z.object({ requirement: z.string(), note: z.string().nullable(), askedAt: z.string() });
export type DocumentAsk = z.infer<typeof DocumentAskSchema>;

/** `GET /api/v1/orders/{number}/documents`: the offer's Documents Required, in order, and what was uploaded for them. */
export const DocumentListSchema = z.object({
  requirements: z.array(z.string()),
  documents: z.array(DocumentViewSchema),
  /** What the expert asked for and is still waiting for, oldest first (one per requirement). */
  asked: z.array(DocumentAskSchema),
});

/**
 * Why an upload was refused, in the problem's `reason`, so a screen can say it in its own
 * language: the file's checks (`checkDocumentFile`), then the order's caps.
 */
export const DOCUMENT_REFUSALS = ['empty', 'too-large', 'not-a-document', 'type-mismatch', 'too-many', 'unknown-requirement', 'reviewed'] as const;
export type DocumentRefusalReason = (typeof DOCUMENT_REFUSALS)[number];

/** The form fields of an upload (`multipart/form-data`), in this order: the requirement, then the file. */
export const DOCUMENT_UPLOAD_FIELDS = { requirement: 'requirement', file: 'file' } as const;

export type DocumentView = z.infer<typeof DocumentViewSchema>;
export type DocumentList = z.infer<typeof DocumentListSchema>;

/** `DELETE …/documents/{id}` answers 204 with no body, which callApi reads as null. */
export const DocumentRemovedSchema = z.null();
