import { useLoaderData } from '@nyaya/shared/router';
import { TrendingUp } from 'lucide-react';
import { getTrendingItems } from '@nyaya/shared/data/info';
import { Badge } from '@nyaya/shared/ui/Badge';
import { Card } from '@nyaya/shared/ui/Card';
import { InfoTabScreen } from '../components/InfoTabScreen';
import { translateText, useT } from '../i18n';

export const loader = () => getTrendingItems();

export function TrendingPage() {
  const t = useT();
  const items = useLoaderData<typeof loader>();
  return (
    <InfoTabScreen tab={t('info.tabs.trending')} title={t('trending.title')}>
      <ol className="flex flex-col gap-3" aria-label={t('trending.list')}>
        {items.map((item, index) => (
          <li key={item.id}>
            <Card className="flex items-center gap-3">
              <span className="w-6 shrink-0 text-center text-lg font-bold text-brand-600" aria-hidden="true">
                {index + 1}
              </span>
              <div className="min-w-0 flex-1">
                <h2 className="font-medium break-words text-ink">{translateText(item.title)}</h2>
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
    </InfoTabScreen>
  );
}

export const Component = TrendingPage;
