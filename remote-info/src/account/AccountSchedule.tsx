import { useMemo, useState } from 'react';
import { apiPaths, BookingListSchema, localEventPaths, MyLocalEventsSchema } from '@nyaya/shared/api';
import { formatIndiaTime } from '@nyaya/shared/format';
import { translateText } from '@nyaya/shared/i18n';
import { useApiRead } from '@nyaya/shared/hooks/useApiRead';
import { personalSchedule, type PersonalSchedule, type ScheduleEntry } from '@nyaya/shared/rules/info';
import { indiaDay, ownActionItems, type IsoDay } from '@nyaya/shared/rules/life';
import { actionItemsStore, usePersistentStore } from '@nyaya/shared/stores';
import { Card } from '@nyaya/shared/ui/Card';
import { CalendarDays } from 'lucide-react';
import { ApiStatus } from './ApiStatus';
import { ScheduleEntryCard } from './ScheduleEntryCard';
import { StartHere } from './StartHere';
import { useT } from './i18n';

/**
 * The user's schedule (issue 27): the consultations booked in this browser or on the account
 * (GET /api/v1/bookings), their own pending action items (the `life:action-items` store, on the
 * account when signed in) and, signed in, the local events they RSVPed to (GET local-events/mine),
 * placed on India's calendar by `personalSchedule`. Without an
 * answer from the API the action items still show. What is today is decided when the screen
 * opens (a render must not read the clock).
 */
export function usePersonalSchedule({ signedIn }: { signedIn: boolean }) {
  const read = useApiRead(apiPaths.bookings, BookingListSchema);
  // A guest cannot RSVP, so has no events to ask for.
  const rsvps = useApiRead(signedIn ? localEventPaths.mine : null, MyLocalEventsSchema);
  const events = rsvps.status === 'ok' ? rsvps.data.events : null;
  const [entries] = usePersistentStore(actionItemsStore);
  const [now] = useState(() => Date.now());
  const bookings = read.status === 'ok' ? read.data.bookings : null;
  const schedule = useMemo(() => personalSchedule(bookings ?? [], ownActionItems(entries), now, events ?? []), [bookings, entries, now, events]);
  return { read, schedule, today: indiaDay(now) };
}

export const isEmptySchedule = (schedule: PersonalSchedule) =>
  !schedule.today.length && !schedule.overdue.length && !schedule.upcoming.length && !schedule.past.length;

function EntryList({ id, heading, entries, today, live }: { id: string; heading: string; entries: ScheduleEntry[]; today: IsoDay; live?: boolean }) {
  if (!entries.length) return null;
  return (
    <section aria-labelledby={id} className="mt-5">
      <h2 id={id} className="mb-2 text-lg font-semibold text-ink">
        {heading}
      </h2>
      <ul className="flex flex-col gap-3">
        {entries.map((entry) => (
          <li key={entry.id}>
            <ScheduleEntryCard entry={entry} today={today} live={live} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function TodaySummary({ schedule }: { schedule: PersonalSchedule }) {
  const t = useT();
  const { next } = schedule;
  const nextTitle = !next
    ? null
    : next.kind === 'consultation'
      ? t('schedule.nextCall', { expert: next.booking.expertName, time: formatIndiaTime(next.booking.slotStart) })
      : next.kind === 'event'
        ? t('schedule.nextEvent', { title: translateText(next.event.title), time: formatIndiaTime(next.event.startsAt) })
        : t('schedule.nextItem', { title: next.item.title });
  return (
    <Card className="flex items-center gap-3 bg-brand-50">
      <CalendarDays aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
      <div className="min-w-0">
        <h2 className="font-semibold text-ink">{t('schedule.todaySummary')}</h2>
        <p className="text-sm text-muted">{t('schedule.todayCount', { count: schedule.today.length })}</p>
        {schedule.overdue.length > 0 && <p className="text-sm font-semibold text-red-700">{t('schedule.overdueCount', { count: schedule.overdue.length })}</p>}
        {nextTitle && <p className="text-sm break-words text-ink">{nextTitle}</p>}
      </div>
    </Card>
  );
}

/** The schedule's sections: today's summary, overdue, today, upcoming and past consultations. */
export function ScheduleSections({ schedule, today }: { schedule: PersonalSchedule; today: IsoDay }) {
  const t = useT();
  return (
    <>
      <TodaySummary schedule={schedule} />
      <EntryList id="schedule-overdue" heading={t('schedule.overdue')} entries={schedule.overdue} today={today} />
      <EntryList id="schedule-today" heading={t('schedule.today')} entries={schedule.today} today={today} live />
      <EntryList id="schedule-upcoming" heading={t('schedule.upcomingYours')} entries={schedule.upcoming} today={today} />
      <EntryList id="schedule-past" heading={t('schedule.past')} entries={schedule.past} today={today} />
    </>
  );
}

/** A signed-in user's schedule, or where to start one. */
export function AccountSchedule() {
  const t = useT();
  const { read, schedule, today } = usePersonalSchedule({ signedIn: true });
  if (read.status === 'loading')
    return (
      <section aria-label={t('schedule.yours')} aria-busy="true">
        <ApiStatus read={read} />
      </section>
    );
  return (
    <>
      {read.status !== 'ok' && <ApiStatus read={read} />}
      {isEmptySchedule(schedule) ? (
        <StartHere title={t('schedule.empty.title')} to="/experts" action={t('schedule.empty.action')}>
          {t('schedule.empty.body')}
        </StartHere>
      ) : (
        <ScheduleSections schedule={schedule} today={today} />
      )}
    </>
  );
}
