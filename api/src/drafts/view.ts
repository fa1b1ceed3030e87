/** A draft version as the console shows it (the contract's `DraftVersion`). */
import type { DraftVersion } from '@nyaya/shared/api';
import type { DraftRow } from './store';

export function draftVersionView(row: DraftRow): DraftVersion {
  return {
    version: row.version,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    size: row.size,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    revision: row.revisionAskedAt && row.revisionComment !== null ? { comment: row.revisionComment, askedAt: row.revisionAskedAt.toISOString() } : null,
  };
}

/** The file name a draft is downloaded as: the order and the version, nothing the client or expert typed. */
export const draftFileName = (orderNumber: string, version: number) => `${orderNumber}-draft-v${version}.pdf`;
