/** A document as the API answers it, for one of the order's two parties. */
import type { DocumentView } from '@nyaya/shared/api';
import type { Party } from './access';
import type { DocumentRow } from './store';

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
  };
}
