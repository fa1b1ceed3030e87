import { useLoaderData } from '@nyaya/shared/router';
import { CalendarDays, Compass, NotebookPen, Zap } from 'lucide-react';
import type { LifeEventStatus } from '@nyaya/shared/types';
import { getLifeEvents } from '@nyaya/shared/data/life';
import { formatDay } from '@nyaya/shared/format';
import { parseIsoDay } from '@nyaya/shared/rules/life';
import { Badge, type BadgeTone } from '@nyaya/shared/ui/Badge';
import { Card } from '@nyaya/shared/ui/Card';
import { LifeScreen } from '../components/LifeScreen';
import { translateText, useT } from '../i18n';

export const loader = () => getLifeEvents();

// Each status has its own colour, icon and word, so it never relies on colour alone.
const statusLook: Record<LifeEventStatus, { tone: BadgeTone; icon: typeof Zap }> = {
  Active: { tone: 'green', icon: Zap },
  Planning: { tone: 'blue', icon: NotebookPen },
  Researching: { tone: 'purple', icon: Compass },
};

export function LifeEventPage() {
  const t = useT();
  const events = useLoaderData<typeof loader>();
  return (
    <LifeScreen title={t('lifeEvents.title')} tab="Life Event">
      <ul className="flex flex-col gap-3">
        {events.map((event) => {
          const { tone, icon: Icon } = statusLook[event.status];
          const date = parseIsoDay(event.date);
          return (
            <li key={event.id}>
              <Card className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium break-words text-ink">{translateText(event.title)}</p>
                  <p className="mt-1 flex items-center gap-1 text-sm text-muted">
                    <CalendarDays aria-hidden="true" className="size-4" />
                    <time dateTime={event.date}>{date ? formatDay(date) : event.date}</time>
                  </p>
                </div>
                <Badge tone={tone} className="shrink-0 gap-1">
                  <Icon aria-hidden="true" className="size-3.5" />
                  {translateText(event.status)}
                </Badge>
              </Card>
            </li>
          );
        })}
      </ul>
    </LifeScreen>
  );
}

export const Component = LifeEventPage;
