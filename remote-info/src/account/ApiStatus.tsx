import { Button } from '@nyaya/shared/ui/Button';
import type { ApiRead } from './useApiRead';
import { useT } from './i18n';

/**
 * A read that has not succeeded: a polite loading line, or what went wrong with Try again. The
 * API's own problem title is shown as it came; no answer at all is said in the user's words.
 */
export function ApiStatus({ read, onRetry }: { read: Exclude<ApiRead<unknown>, { state: 'ok' }>; onRetry: () => void }) {
  const t = useT();
  if (read.state === 'loading')
    return (
      <p role="status" className="text-sm text-muted">
        {t('api.loading')}
      </p>
    );
  return (
    <div role="alert" className="rounded-2xl border border-line bg-white p-4 text-sm text-ink">
      <p className="break-words">
        {read.state === 'unreachable' ? t('api.unreachable') : t('api.problem', { problem: read.title.trim().replace(/[.।]+$/, '') })}
      </p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        {t('api.retry')}
      </Button>
    </div>
  );
}
