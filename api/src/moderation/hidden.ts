/**
 * Whether a target is hidden, computed from the rows in the query that needs it: at least
 * REPORTS_TO_HIDE reports (one per account, by the unique index) made after its last review.
 * Nothing is stored by hand, so a report and a restore take effect for every reader at once.
 */
import { sql, type SQL } from 'drizzle-orm';
import { REPORTS_TO_HIDE, type ReportTargetKind } from '@nyaya/shared/api';

/** Reports of `kind` `id` (an SQL text expression) that still count. */
export const countingReports = (kind: ReportTargetKind, id: SQL) => sql`(
  SELECT count(*) FROM reports rp
  WHERE rp.target_kind = ${kind} AND rp.target_id = ${id}
    AND rp.created_at > coalesce(
      (SELECT mr.decided_at FROM moderation_reviews mr WHERE mr.target_kind = ${kind} AND mr.target_id = ${id}),
      '-infinity'::timestamptz))`;

/** True when the target is hidden until reviewed. */
export const hiddenSql = (kind: ReportTargetKind, id: SQL) => sql`(${countingReports(kind, id)} >= ${REPORTS_TO_HIDE})`;
