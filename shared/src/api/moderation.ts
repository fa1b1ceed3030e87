/**
 * Reports and their review (issue 26). A signed-in member reports a discussion, a reply, a member
 * (or, later, a private message) with a reason from a short list and an optional note; one report
 * per account per target. Content reported by 3 different accounts is hidden until an expert
 * reviews it: restored (the reports so far stop counting) or removed.
 */
import { z } from 'zod';

export const REPORT_REASONS = ['spam', 'abuse', 'harassment', 'misinformation', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_TARGET_KINDS = ['discussion', 'reply', 'member', 'message'] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];
/** Different accounts' reports that hide a post until it is reviewed. */
export const REPORTS_TO_HIDE = 3;
export const REPORT_NOTE_MAX = 500;

/** `POST /api/v1/reports`: a reply's id is its number as text; a member's, their account id. */
export const ReportRequestSchema = z
  .object({
    targetKind: z.enum(REPORT_TARGET_KINDS),
    targetId: z.string().min(1).max(100),
    reason: z.enum(REPORT_REASONS),
    note: z.string().max(REPORT_NOTE_MAX, `At most ${REPORT_NOTE_MAX} characters.`).optional(),
  })
  .strict();
export type ReportRequest = z.infer<typeof ReportRequestSchema>;

/** The answer: recorded (a repeat is the same report). */
export const ReportViewSchema = z.object({ reported: z.literal(true) });

/** One hidden item in the review queue (`GET /api/v1/moderation/hidden`). People's words as written. */
export const HiddenItemSchema = z.object({
  kind: z.enum(REPORT_TARGET_KINDS),
  id: z.string(),
  /** The discussion it is in (a discussion's own id); null for a member. */
  discussionId: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  author: z.object({ name: z.string() }),
  reports: z.number().int().positive(),
  reasons: z.array(z.enum(REPORT_REASONS)),
});
export type HiddenItem = z.infer<typeof HiddenItemSchema>;
export const HiddenListSchema = z.object({ items: z.array(HiddenItemSchema) });
export type HiddenList = z.infer<typeof HiddenListSchema>;

export const MODERATION_DECISIONS = ['restore', 'remove'] as const;

export const moderationPaths = {
  reports: '/api/v1/reports',
  hidden: '/api/v1/moderation/hidden',
  decide: (kind: ReportTargetKind, id: string, decision: (typeof MODERATION_DECISIONS)[number]) =>
    `/api/v1/moderation/${kind}/${encodeURIComponent(id)}/${decision}`,
} as const;

export const moderationRoutes = {
  reports: '/api/v1/reports',
  hidden: '/api/v1/moderation/hidden',
  decide: '/api/v1/moderation/:kind/:targetId/:decision',
} as const;
