import { TrendingUp } from 'lucide-react';
import { requestApi } from '@nyaya/shared/api/request';
import { TrendingListSchema, trendingPath } from '@nyaya/shared/api/trending';
import { useApiReadWith } from '@nyaya/shared/hooks/useApiReadWith';
import { Link } from '@nyaya/shared/router';
import { Badge } from '@nyaya/shared/ui/Badge';
import { Button } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { InfoTabScreen } from '../components/InfoTabScreen';
import { translateText, useT } from '../i18n';

/**
 * Trending (issue 26): the public discussions growing fastest, from the replies, upvotes and
 * readers of the last 24 hours against the 24 before, each opening its discussion. The server
 * counts and ranks (`trendingDiscussions`); this first screen reads the list without the
 * contract's zod (requestApi, a zod/mini schema) to stay within its 40 KB.
 */
export function TrendingPage() {
  const t = useT();
  const read = useApiReadWith(trendingPath, TrendingListSchema, requestApi);
  const items = read.data?.items ?? null;
  return (
    <InfoTabScreen tab={t('info.tabs.trending')} title={t('trending.title')}>
      {!items ? (
        read.status === 'problem' || read.status === 'unreachable' ? (
          <div role="alert" className="rounded-2xl border border-line bg-white p-4 text-sm text-ink">
            <p>{t('trending.unreachable')}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={read.retry}>
              {t('trending.retry')}
            </Button>
          </div>
        ) : (
          <p role="status" className="text-sm text-muted">
            {t('trending.loading')}
          </p>
        )
      ) : items.length === 0 ? (
        <p role="status" className="rounded-2xl border border-dashed border-line bg-white p-6 text-center text-sm text-muted">
          {t('trending.none')}{' '}
          <Link to="/public" className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2">
            {t('trending.toPublic')}
          </Link>
        </p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label={t('trending.list')}>
          {items.map((item, index) => (
            <li key={item.id}>
              <Card className="relative flex items-center gap-3 focus-within:ring-2 focus-within:ring-brand-600">
                <span className="w-6 shrink-0 text-center text-lg font-bold text-brand-600" aria-hidden="true">
                  {index + 1}
                </span>
                <div className="min-w-0 flex-1">
                  <h2 className="font-medium break-words text-ink">
                    {/* The link covers the card (a 44 px target and more); focus shows on the card. */}
                    <Link to={`/public/${item.id}`} className="outline-none after:absolute after:inset-0 after:content-['']">
                      {translateText(item.title)}
                    </Link>
                  </h2>
                  <Badge className="mt-1">{translateText(item.category)}</Badge>
                </div>
                <span className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-green-700">
                  <TrendingUp aria-hidden="true" className="size-4" />
                  <span>
                    +{item.trend}%<span className="sr-only"> {t('trending.up')}</span>
                  </span>
                </span>
              </Card>
            </li>
          ))}
        </ol>
      )}
    </InfoTabScreen>
  );
}

export const Component = TrendingPage;
