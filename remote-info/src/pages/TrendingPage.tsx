import { useLoaderData } from 'react-router';
import { TrendingUp } from 'lucide-react';
import { getTrendingItems } from '@nyaya/shared/data/info';
import { areaTaglines } from '@nyaya/shared/data/areas';
import { Badge } from '@nyaya/shared/ui/Badge';
import { Card } from '@nyaya/shared/ui/Card';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { InfoTabs, INFO_AREA_LABEL } from '../components/InfoTabs';

export const loader = () => getTrendingItems();

export function TrendingPage() {
  const items = useLoaderData<typeof loader>();
  return (
    <>
      <Screen withTabs>
        <PageHeader title="Trending" crumbs={[{ label: INFO_AREA_LABEL }, { label: 'Trending' }]} subtitle={areaTaglines.info} />
        <ol className="flex flex-col gap-3">
          {items.map((item, index) => (
            <li key={item.id}>
              <Card className="flex items-center gap-3">
                <span className="w-6 text-center text-lg font-bold text-brand-600" aria-hidden="true">
                  {index + 1}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-ink">{item.title}</p>
                  <Badge className="mt-1">{item.category}</Badge>
                </div>
                <span className="inline-flex items-center gap-1 text-sm font-semibold text-green-700">
                  <TrendingUp aria-hidden="true" className="size-4" />
                  <span>
                    +{item.trend}%<span className="sr-only"> trending up</span>
                  </span>
                </span>
              </Card>
            </li>
          ))}
        </ol>
      </Screen>
      <InfoTabs />
    </>
  );
}

export const Component = TrendingPage;
