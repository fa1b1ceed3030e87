import { useLoaderData } from 'react-router';
import { CalendarDays } from 'lucide-react';
import type { LifeEventStatus } from '@nyaya/shared/types';
import { getLifeEvents } from '@nyaya/shared/data/life';
import { areaTaglines } from '@nyaya/shared/data/areas';
import { Badge, type BadgeTone } from '@nyaya/shared/ui/Badge';
import { Card } from '@nyaya/shared/ui/Card';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { LifeTabs, LIFE_AREA_LABEL } from '../components/LifeTabs';

export const loader = () => getLifeEvents();

// Each status has its own colour and its own word, so it never relies on colour alone.
const statusTone: Record<LifeEventStatus, BadgeTone> = { Active: 'green', Planning: 'blue', Researching: 'purple' };
const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export function LifeEventPage() {
  const events = useLoaderData<typeof loader>();
  return (
    <>
      <Screen withTabs>
        <PageHeader title="Life Events" crumbs={[{ label: LIFE_AREA_LABEL }, { label: 'Life Event' }]} subtitle={areaTaglines.life} />
        <ul className="flex flex-col gap-3">
          {events.map((event) => (
            <li key={event.id}>
              <Card className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium text-ink">{event.title}</p>
                  <p className="mt-1 flex items-center gap-1 text-sm text-muted">
                    <CalendarDays aria-hidden="true" className="size-4" />
                    <time dateTime={event.date}>{dateFormat.format(new Date(event.date))}</time>
                  </p>
                </div>
                <Badge tone={statusTone[event.status]}>{event.status}</Badge>
              </Card>
            </li>
          ))}
        </ul>
      </Screen>
      <LifeTabs />
    </>
  );
}

export const Component = LifeEventPage;
