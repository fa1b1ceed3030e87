/**
 * An order's drafts (issue 25): the first draft the server generates from the intake, the
 * corrected PDFs the expert uploads, which one was delivered, the client's revision request, and
 * cancelling an order. The server decides every refund and every window; the screens show its
 * figures.
 */
import { z } from 'zod';
import { hasVisibleText, sanitizeText } from '../rules/sanitizeText';

/** The most a revision comment may say: a page of changes, not a document. */
export const REVISION_COMMENT_MAX = 2000;
/** The form field of a corrected draft's upload (`multipart/form-data`: one file, a PDF). */
export const DRAFT_UPLOAD_FIELD = 'file';

export const RevisionSchema = z.object({ comment: z.string(), askedAt: z.string() });

/** One version of an order's draft, as its expert sees it. */
export const DraftVersionSchema = z.object({
  version: z.number().int().positive(),
  /** `generated` from the intake by the server (version 1); `uploaded` by the expert. */
  source: z.enum(['generated', 'uploaded']),
  createdAt: z.string(),
  size: z.number().int().nonnegative(),
  deliveredAt: z.string().nullable(),
  /** What the client asked to change in this version, once delivered; null when nothing was asked. */
  revision: RevisionSchema.nullable(),
});
export type DraftVersion = z.infer<typeof DraftVersionSchema>;

/** The draft delivered to the client (the latest delivered version), as the client sees it. */
export const DeliveredDraftSchema = z.object({
  version: z.number().int().positive(),
  deliveredAt: z.string(),
  /** The offer's revision window (7, 30 or 60 days) and when it closes for this delivery. */
  revisionDays: z.number().int().positive(),
  revisableUntil: z.string(),
  revision: RevisionSchema.nullable(),
});
export type DeliveredDraft = z.infer<typeof DeliveredDraftSchema>;

export const CancelShareSchema = z.enum(['full', 'partial']);

/** A cancelled order: when, and what was refunded through the payment provider (whole paise). */
export const CancellationSchema = z.object({
  cancelledAt: z.string(),
  share: CancelShareSchema,
  refundPaise: z.number().int().nonnegative(),
  /** The provider's reference of the refund. */
  reference: z.string(),
});
export type Cancellation = z.infer<typeof CancellationSchema>;

/** What cancelling now would give back (`orderCancelRefund`), line by line; null when it cannot be cancelled. */
export const CancelQuoteSchema = z.object({
  share: CancelShareSchema,
  paidPaise: z.number().int().nonnegative(),
  refundPaise: z.number().int().nonnegative(),
  lines: z.array(
    z.object({
      id: z.enum(['fee', 'gst', 'government', 'stamp-duty', 'delivery']),
      paidPaise: z.number().int().nonnegative(),
      refundPaise: z.number().int().nonnegative(),
    }),
  ),
});
export type CancelQuote = z.infer<typeof CancelQuoteSchema>;

/**
 * `POST /api/v1/orders/{number}/revision`: the version the client was shown (409 if a newer one
 * was delivered meanwhile) and what to change, plain text without invisible characters.
 */
export const RevisionRequestSchema = z
  .object({
    version: z.number().int().positive(),
    comment: z
      .string()
      .max(REVISION_COMMENT_MAX * 2)
      .transform((text) => sanitizeText(text).trim())
      .refine(hasVisibleText, 'Say what should change in the draft.')
      .refine((text) => text.length <= REVISION_COMMENT_MAX, `Keep it under ${REVISION_COMMENT_MAX} characters.`),
  })
  .strict();
export type RevisionRequest = z.input<typeof RevisionRequestSchema>;

/**
 * `POST /api/v1/orders/{number}/cancel`: the refund the client was shown and agreed to. The server
 * computes its own and answers 409 `Refund changed` (with `refundPaise`) when the two differ.
 */
export const CancelOrderRequestSchema = z.object({ refundPaise: z.number().int().nonnegative() }).strict();
export type CancelOrderRequest = z.infer<typeof CancelOrderRequestSchema>;
