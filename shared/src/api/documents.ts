import { z } from 'zod';

/** The three types a document may be (`rules/marketplace/purchase/documentFile`), as the API names them. */
export const DocumentTypeSchema = z.enum(['pdf', 'jpeg', 'png']);

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
});

/** `GET /api/v1/orders/{number}/documents`: the offer's Documents Required, in order, and what was uploaded for them. */
export const DocumentListSchema = z.object({
  requirements: z.array(z.string()),
  documents: z.array(DocumentViewSchema),
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
