import type { ReactNode } from 'react';
import { Button } from '@nyaya/shared/ui/Button';
import { useT as useHostT } from '../../i18n';
import { useT } from './i18n';
import type { ApiData } from './useApiData';

/**
 * A profile section filled from the API (My orders, My consultations): a polite loading line, a
 * plain error with Retry, the empty state, or the rows.
 */
export function ApiSection<T>({
  id,
  title,
  data,
  onRetry,
  isEmpty,
  empty,
  children,
}: {
  id: string;
  title: string;
  data: ApiData<T>;
  onRetry: () => void;
  isEmpty: (value: T) => boolean;
  empty: ReactNode;
  children: (value: T) => ReactNode;
}) {
  const t = useT();
  const tHost = useHostT();
  return (
    <section aria-labelledby={id} aria-busy={data.state === 'loading'} className="mt-6">
      <h2 id={id} className="mb-2 text-lg font-semibold text-ink">
        {title}
      </h2>
      {data.state === 'loading' && <p className="text-sm text-muted">{t('profile.api.loading')}</p>}
      {data.state === 'error' && (
        <div role="alert" className="rounded-2xl border border-line bg-white p-4 text-sm text-ink">
          <p>
            {data.problem ?? t('profile.api.unreachable')} {t('profile.api.safe')}
          </p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
            {tHost('action.retry')}
          </Button>
        </div>
      )}
      {data.state === 'ok' &&
        (isEmpty(data.data) ? (
          <div className="rounded-2xl border border-dashed border-line bg-white p-4 text-sm text-muted">{empty}</div>
        ) : (
          children(data.data)
        ))}
    </section>
  );
}
