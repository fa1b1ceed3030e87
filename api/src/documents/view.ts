/** A document as the API answers it, for one of the order's two parties. */
import type { DocumentAsk, DocumentView } from '@nyaya/shared/api';
import type { documentRequests } from '../db/schema';
import type { Party } from './access';
import type { DocumentRow } from './store';

type DocumentRequestRow = typeof documentRequests.$inferSelect;

export function documentView(row: DocumentRow, party: Party): DocumentView {
  return {
    id: row.id,
    requirement: row.requirement,
    fileName: row.fileName,
    type: row.type,
    size: row.size,
    uploadedBy: row.uploadedBy,
    uploadedAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    // Only the client removes, and only what the expert has not reviewed.
    removable: party === 'client' && row.uploadedBy === 'client' && row.reviewedAt === null,
    refusedAt: row.refusedAt?.toISOString() ?? null,
    refusalReason: row.refusalReason ?? null,
    refusalNote: row.refusalNote ?? null,
  };
}

/**
 * What the expert asked for and still waits for: per requirement, the latest request, unless a
 * document not refused was uploaded for it since (a refused one answers nothing).
 */
export function openAsks(requests: DocumentRequestRow[], rows: DocumentRow[]): DocumentAsk[] {
  const latest = new Map<string, DocumentRequestRow>();
  for (const request of requests) latest.set(request.requirement, request);
  return [...latest.values()]
    .filter((request) => !rows.some((row) => row.requirement === request.requirement && !row.refusedAt && row.createdAt > request.createdAt))
    .map((request) => ({ requirement: request.requirement, note: request.note, askedAt: request.createdAt.toISOString() }));
}
