import { useState } from 'react';
import { useAccount } from '@nyaya/shared/account';
import { useLoaderData } from '@nyaya/shared/router';
import { CalendarClock, CalendarDays, Clock, MapPin, Users, Video } from 'lucide-react';
import type { ScheduleEvent } from '@nyaya/shared/types';
import { getSchedule } from '@nyaya/shared/data/info';
import { summarizeSchedule } from '@nyaya/shared/rules/info';
import { Badge, type BadgeTone } from '@nyaya/shared/ui/Badge';
import { Button } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { toast } from '@nyaya/shared/ui/toast';
import { AccountSchedule, isEmptySchedule, ScheduleSections, usePersonalSchedule } from '../account/AccountSchedule';
import { GuestKeepNotice } from '../account/GuestKeepNotice';
import { ExampleNotice } from '../account/ExampleNotice';
import { SlotPicker } from '../components/SlotPicker';
import { UtilityScreen } from '../components/UtilityScreen';
import { translateText, useT } from '../i18n';

export const loader = () => getSchedule();

const typeTone: Record<ScheduleEvent['type'], BadgeTone> = { 'Video Call': 'blue', 'In Person': 'green', 'On-site': 'orange' };

function EventCard({ event }: { event: ScheduleEvent }) {
  const t = useT();
  const title = translateText(event.title);
  return (
    <Card className="flex flex-col gap-2">
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words text-ink">{title}</h3>
        <Badge tone={typeTone[event.type]} className="shrink-0">
          {event.type === 'Video Call' && <Video aria-hidden="true" className="mr-1 size-3" />}
          {translateText(event.type)}
        </Badge>
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-4" />
          {t('schedule.when', { day: translateText(event.day), time: translateText(event.time) })}
        </span>
        {event.location && (
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4" />
            {translateText(event.location)}
          </span>
        )}
        {event.attendees !== undefined && (
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="size-4" />
            {t('schedule.attendees', { count: event.attendees })}
          </span>
        )}
      </p>
      <Button
        size="sm"
        className="self-start"
        onClick={() => toast(event.type === 'Video Call' ? t('schedule.comingSoon.videoCall') : t('schedule.comingSoon.checkIn'))}
      >
        {t('schedule.join')} <span className="sr-only">{title}</span>
      </Button>
    </Card>
  );
}

/**
 * The schedule: a signed-in user's consultations and action items. A guest who has booked a
 * consultation in this browser or has action items of their own sees theirs too; anyone else (or
 * before the app knows) the spec's sample day under a notice that it is an example.
 */
export function SchedulePage() {
  const t = useT();
  const account = useAccount();
  if (account.status === 'signed-in')
    return (
      <UtilityScreen title={t('schedule.title')}>
        <AccountSchedule key={account.account.id} />
      </UtilityScreen>
    );
  return account.status === 'guest' ? <GuestSchedule /> : <SampleSchedule />;
}

/** A guest's own schedule once there is something on it; until then (and while asking) the sample. */
function GuestSchedule() {
  const t = useT();
  const { schedule, today } = usePersonalSchedule({ signedIn: false });
  if (isEmptySchedule(schedule)) return <SampleSchedule />;
  return (
    <UtilityScreen title={t('schedule.title')}>
      <ScheduleSections schedule={schedule} today={today} />
      <GuestKeepNotice />
    </UtilityScreen>
  );
}

/** The spec's sample day: today's summary, the hourly slots and upcoming events. */
function SampleSchedule() {
  const t = useT();
  const schedule = useLoaderData<typeof loader>();
  const [selected, setSelected] = useState<string | null>(null);
  const summary = summarizeSchedule(schedule);

  const select = (time: string) => {
    setSelected(time);
    toast(t('schedule.toast.selected', { time }), t('schedule.toast.confirmSoon'));
  };

  return (
    <UtilityScreen title={t('schedule.title')}>
      <ExampleNotice screen="schedule" />
      <Card className="flex items-center gap-3 bg-brand-50">
        <CalendarDays aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
        <div>
          <h2 className="font-semibold text-ink">{t('schedule.todaySummary')}</h2>
          <p className="text-sm text-muted">{t('schedule.summary', { events: summary.eventsToday, slots: summary.openSlots })}</p>
          {summary.nextEvent && (
            <p className="text-sm text-ink">
              {t('schedule.next', { title: translateText(summary.nextEvent.title), time: translateText(summary.nextEvent.time) })}
            </p>
          )}
        </div>
      </Card>

      <section aria-labelledby="schedule-slots" className="mt-5">
        <h2 id="schedule-slots" className="mb-2 text-lg font-semibold text-ink">
          {t('schedule.slots')}
        </h2>
        <SlotPicker slots={schedule.slots} selected={selected} onSelect={select} />
        <p role="status" className="mt-2 flex items-center gap-1 text-sm text-muted">
          <CalendarClock aria-hidden="true" className="size-4" />
          {selected ? t('schedule.selected', { time: selected }) : t('schedule.chooseSlot')}
        </p>
      </section>

      <section aria-labelledby="schedule-upcoming" className="mt-5">
        <h2 id="schedule-upcoming" className="mb-2 text-lg font-semibold text-ink">
          {t('schedule.upcoming')}
        </h2>
        {schedule.events.length === 0 ? (
          <p className="text-sm text-muted">{t('schedule.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {schedule.events.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </UtilityScreen>
  );
}

export const Component = SchedulePage;
