import type { ReactNode } from 'react';
import { Button } from '@nyaya/shared/ui/Button';
import { useT as useHostT } from '../../i18n';
import { useT } from './i18n';
import type { ApiRead } from '@nyaya/shared/hooks/useApiRead';

/**
 * A profile section filled from the API (My orders, My consultations): a polite loading line, a
 * plain error with Retry, the empty state, or the rows.
 */
export function ApiSection<T>({
  id,
  title,
  read,
  isEmpty,
  empty,
  children,
}: {
  id: string;
  title: string;
  read: ApiRead<T>;
  isEmpty: (value: T) => boolean;
  empty: ReactNode;
  children: (value: T) => ReactNode;
}) {
  const t = useT();
  const tHost = useHostT();
  // A failed refresh says so; rows already shown stay (useApiRead keeps them).
  const failed = read.status === 'problem' || read.status === 'unreachable';
  return (
    <section aria-labelledby={id} aria-busy={read.status === 'loading'} className="mt-6">
      <h2 id={id} className="mb-2 text-lg font-semibold text-ink">
        {title}
      </h2>
      {read.data === undefined && (read.status === 'loading' || read.status === 'idle') && <p className="text-sm text-muted">{t('profile.api.loading')}</p>}
      {failed && (
        <div role="alert" className="rounded-2xl border border-line bg-white p-4 text-sm text-ink">
          <p>
            {read.status === 'problem' ? read.problem.title : t('profile.api.unreachable')} {t('profile.api.safe')}
          </p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={read.retry}>
            {tHost('action.retry')}
          </Button>
        </div>
      )}
      {read.data !== undefined &&
        (isEmpty(read.data) ? (
          <div className="rounded-2xl border border-dashed border-line bg-white p-4 text-sm text-muted">{empty}</div>
        ) : (
          children(read.data)
        ))}
    </section>
  );
}
