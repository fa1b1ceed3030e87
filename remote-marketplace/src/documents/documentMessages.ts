/**
 * What the Documents section says about a file: its size, and why it was refused, in the page's
 * language. Refusals are worded from their reason (the shared rule's on this device, the API's
 * `reason` otherwise), so the words are the same whoever found the fault.
 */
import type { Problem } from '@nyaya/shared/api';
import { DOCUMENT_TYPES, type DocumentFileRefusal } from '@nyaya/shared/rules/marketplace/purchase/documentFile';
import { t } from './i18n';

/** "350 KB", "2.4 MB": whole kilobytes below a megabyte, one decimal above. */
export function fileSizeText(bytes: number): string {
  const MB = 1024 * 1024;
  if (bytes < MB) return t('size.kb', { amount: String(Math.max(1, Math.round(bytes / 1024))) });
  return t('size.mb', { amount: (Math.round((bytes / MB) * 10) / 10).toFixed(1) });
}

export function refusalText(refusal: DocumentFileRefusal, fileName: string): string {
  switch (refusal.reason) {
    case 'empty':
      return t('error.empty', { fileName });
    case 'too-large':
      return t('error.tooLarge', { fileName });
    case 'not-a-document':
      return t('error.notADocument', { fileName });
    case 'type-mismatch':
      return t('error.typeMismatch', {
        fileName,
        claimed: DOCUMENT_TYPES[refusal.claimed].label,
        actual: DOCUMENT_TYPES[refusal.actual].label,
        extension: DOCUMENT_TYPES[refusal.actual].extension,
      });
  }
}

/** A problem the API answered about an upload or a removal, as a sentence for the user. */
export function problemText(problem: Problem, status: number, fileName: string): string {
  switch (problem.reason) {
    case 'empty':
    case 'too-large':
    case 'not-a-document':
      return refusalText({ reason: problem.reason }, fileName);
    case 'type-mismatch':
      // The API names both types in its detail; this device's check words it when it can.
      return problem.detail ?? t('error.notADocument', { fileName });
    case 'too-many':
      return t('error.tooMany');
    case 'reviewed':
      return t('error.reviewed');
  }
  if (status === 413) return t('error.tooLarge', { fileName });
  if (status === 408) return t('error.tooSlow', { fileName });
  if (status === 429) return t('error.rateLimited', { minutes: Math.max(1, Math.ceil((problem.retryAfterSeconds ?? 60) / 60)) });
  return t('error.other', { detail: problem.detail ?? problem.title });
}
