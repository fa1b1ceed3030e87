import type { ApiRead } from '@nyaya/shared/hooks/useApiRead';
import { Button } from '@nyaya/shared/ui/Button';
import { useT } from './i18n';

/**
 * What the spaces list says about its member counts: while the API has not answered, a status
 * line for screen readers (the cards show neutral bars); if it cannot answer, why, with Try again.
 * The status line is always there, so what it says is announced when it changes.
 */
export function MemberCountsStatus({ read }: { read: ApiRead<unknown> }) {
  const t = useT();
  // A refresh that fails keeps the counts already shown: only a list with none says so.
  const failed = read.data === undefined && (read.status === 'unreachable' || read.status === 'problem');
  return (
    <>
      <p role="status" className="sr-only">
        {read.status === 'loading' ? t('counts.loading') : ''}
      </p>
      {failed && (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-2 rounded-2xl border border-line bg-white p-3 text-sm text-ink">
          <p className="min-w-0 flex-1 break-words">
            {read.status === 'problem' ? t('counts.problem', { reason: read.problem.detail ?? read.problem.title }) : t('counts.unreachable')}
          </p>
          <Button variant="secondary" size="sm" onClick={read.retry}>
            {t('space.retry')}
          </Button>
        </div>
      )}
    </>
  );
}
