import { CalendarDays, Compass, NotebookPen, Zap } from 'lucide-react';
import type { LifeEvent, LifeEventStatus } from '@nyaya/shared/types';
import { formatDay } from '@nyaya/shared/format';
// Not the rules' index: this screen's first visit needs only this one (its byte budget).
import { parseIsoDay } from '@nyaya/shared/rules/life/calendarDay';
import { Badge, type BadgeTone } from '@nyaya/shared/ui/Badge';
import { Card } from '@nyaya/shared/ui/Card';
import { translateText, useT } from '../i18n';

// Each status has its own colour, icon and word, so it never relies on colour alone.
const statusLook: Record<LifeEventStatus, { tone: BadgeTone; icon: typeof Zap }> = {
  Active: { tone: 'green', icon: Zap },
  Planning: { tone: 'blue', icon: NotebookPen },
  Researching: { tone: 'purple', icon: Compass },
};

/** The seed's life events (spec §3), shown as examples until the user starts a plan of their own. */
export function SampleEventList({ events }: { events: LifeEvent[] }) {
  const t = useT();
  return (
    <>
      <p className="mt-4 rounded-xl bg-blue-50 p-3 text-sm text-ink">{t('plans.examples')}</p>
      <ul className="mt-3 flex flex-col gap-3" aria-label={t('plans.examplesLabel')}>
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
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <Badge tone={tone} className="gap-1">
                    <Icon aria-hidden="true" className="size-3.5" />
                    {translateText(event.status)}
                  </Badge>
                  <Badge>{t('plans.example')}</Badge>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </>
  );
}
