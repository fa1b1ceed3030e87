/**
 * Writes storage refused (full, disabled): a signal any shell can show (`saveFailures`,
 * subscribable), the message in the page's language, and a toast.
 */
import { tCommon } from '@nyaya/shared/i18n/common';

/** A write storage refused: what was not saved, and why. */
export interface SaveFailure {
  key: string;
  /** "Your draft". */
  what: string;
  reason: 'full' | 'unavailable';
  /** "Your draft could not be saved on this device: storage is full." */
  message: string;
}

let failures: readonly SaveFailure[] = [];
const failureListeners = new Set<() => void>();

export function setFailure(key: string, failure: SaveFailure | null) {
  const others = failures.filter((item) => item.key !== key);
  if (!failure && others.length === failures.length) return;
  failures = failure ? [...others, failure] : others;
  for (const listener of failureListeners) listener();
}

/** The stores whose last write was refused, until they save again. */
export const saveFailures = {
  get: (): readonly SaveFailure[] => failures,
  subscribe(listener: () => void): () => void {
    failureListeners.add(listener);
    return () => failureListeners.delete(listener);
  },
};

function isQuotaError(error: unknown): boolean {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}

export function describeFailure(key: string, what: string, error: unknown): SaveFailure {
  const reason = isQuotaError(error) ? 'full' : 'unavailable';
  const message = reason === 'full' ? tCommon('store.saveFailed.full', { what }) : tCommon('store.saveFailed.unavailable', { what });
  return { key, what, reason, message };
}

export function announce(failure: SaveFailure) {
  const title = tCommon('store.saveFailed.title', { what: failure.what });
  const detail = failure.reason === 'full' ? tCommon('store.saveFailed.detailFull') : tCommon('store.saveFailed.detailUnavailable');
  // The toast queue is a federated singleton the shell shows; it downloads only when needed.
  import('@nyaya/shared/ui/toast').then(({ toast }) => toast(title, detail)).catch(() => undefined);
}
