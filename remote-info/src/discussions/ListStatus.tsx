import type { ApiRead } from '@nyaya/shared/hooks/useApiRead';
import { Button } from '@nyaya/shared/ui/Button';
import { useT } from './i18n';

/** A read with nothing to show yet: loading, or why it failed, with Try again. */
export function ListStatus({ read, loading }: { read: ApiRead<unknown>; loading?: string }) {
  const t = useT();
  if (read.status === 'loading' || read.status === 'idle' || read.status === 'ok')
    return (
      <p role="status" className="text-sm text-muted">
        {loading ?? t('list.loading')}
      </p>
    );
  return (
    <div role="alert" className="rounded-2xl border border-line bg-white p-4 text-sm text-ink">
      <p className="break-words">
        {read.status === 'unreachable' ? t('list.unreachable') : t('list.problem', { problem: read.problem.title.trim().replace(/[.।]+$/, '') })}
      </p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={read.retry}>
        {t('list.retry')}
      </Button>
    </div>
  );
}
