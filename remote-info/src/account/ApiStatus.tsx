import type { ApiRead } from '@nyaya/shared/hooks/useApiRead';
import { Button } from '@nyaya/shared/ui/Button';
import { useT } from './i18n';

/** A read that has no answer to show: loading, or what went wrong, with Try again. */
export type ApiShortfall = Extract<ApiRead<unknown>, { status: 'idle' | 'loading' | 'problem' | 'unreachable' }>;

/**
 * A polite loading line, or what went wrong with Try again. The API's own problem title is shown
 * as it came; no answer at all is said in the user's words.
 */
export function ApiStatus({ read }: { read: ApiShortfall }) {
  const t = useT();
  if (read.status === 'loading' || read.status === 'idle')
    return (
      <p role="status" className="text-sm text-muted">
        {t('api.loading')}
      </p>
    );
  return (
    <div role="alert" className="rounded-2xl border border-line bg-white p-4 text-sm text-ink">
      <p className="break-words">
        {read.status === 'unreachable' ? t('api.unreachable') : t('api.problem', { problem: read.problem.title.trim().replace(/[.।]+$/, '') })}
      </p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={read.retry}>
        {t('api.retry')}
      </Button>
    </div>
  );
}
