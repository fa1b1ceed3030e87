import { bookingModeLabel } from '@nyaya/shared/api';
import { formatIndiaDateTime } from '@nyaya/shared/format';
import { dueDateTone, type DueDateTone, type IsoDay } from '@nyaya/shared/rules/life';
import type { ScheduleEntry } from '@nyaya/shared/rules/info';
import { Link } from '@nyaya/shared/router';
import { Badge } from '@nyaya/shared/ui/Badge';
import { buttonClasses } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { translateText } from '@nyaya/shared/i18n';
import { CalendarCheck, Clock, MapPin, MessageCircle, Video } from 'lucide-react';
import { useT } from './i18n';

const dueClass: Record<DueDateTone, string> = { red: 'text-red-700 font-semibold', orange: 'text-orange-700 font-semibold', muted: 'text-muted' };
const linkClasses = 'inline-flex min-h-11 items-center self-start text-sm font-medium text-brand-700 underline underline-offset-2';

function ConsultationCard({ entry, live }: { entry: Extract<ScheduleEntry, { kind: 'consultation' }>; live: boolean }) {
  const t = useT();
  const { booking } = entry;
  const title = t('schedule.booking', { mode: bookingModeLabel(booking.mode), expert: booking.expertName });
  return (
    <Card className="flex flex-col gap-1">
      <h3 className="font-semibold break-words text-ink">{title}</h3>
      <p className="flex items-center gap-1 text-sm text-muted">
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        <time dateTime={booking.slotStart}>{t('schedule.at', { when: formatIndiaDateTime(booking.slotStart) })}</time>
      </p>
      <Link to={`/lawyer-profile/${encodeURIComponent(booking.expertSlug)}`} className={linkClasses}>
        {booking.expertName}
      </Link>
      {live && (
        <div className="mt-1 flex flex-wrap gap-2">
          {booking.meetingUrl && (
            // The call in its own tab, so the schedule stays open beside it.
            <a href={booking.meetingUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary', 'md')}>
              <Video aria-hidden="true" className="size-4" /> {t('schedule.join')}
              <span className="sr-only">{title}</span>
            </a>
          )}
          <Link to={`/consultation-chat?booking=${encodeURIComponent(booking.reference)}`} className={buttonClasses('outline', 'md')}>
            <MessageCircle aria-hidden="true" className="size-4" /> {t('schedule.chat')}
            <span className="sr-only">{title}</span>
          </Link>
        </div>
      )}
    </Card>
  );
}

function ActionItemCard({ entry, today }: { entry: Extract<ScheduleEntry, { kind: 'action-item' }>; today: IsoDay }) {
  const t = useT();
  const due = dueDateTone(entry.item.dueDate, today);
  // An overdue item reads its date in red, as on /act.
  const tone: DueDateTone = entry.day < today ? 'red' : due.tone;
  return (
    <Card className="flex flex-col gap-1">
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words text-ink">{entry.item.title}</h3>
        <Badge tone="neutral" className="shrink-0">
          {t('schedule.actionItem')}
        </Badge>
      </div>
      <p className={`flex items-center gap-1 text-sm ${dueClass[tone]}`}>
        <CalendarCheck aria-hidden="true" className="size-4 shrink-0" />
        <time dateTime={entry.item.dueDate}>{t('schedule.due', { day: due.label })}</time>
      </p>
      <Link to="/act" className={linkClasses}>
        {t('schedule.openActionItems')}
      </Link>
    </Card>
  );
}

function EventCard({ entry }: { entry: Extract<ScheduleEntry, { kind: 'event' }> }) {
  const t = useT();
  const { event } = entry;
  return (
    <Card className="flex flex-col gap-1">
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words text-ink">{translateText(event.title)}</h3>
        <Badge tone={event.mine?.status === 'going' ? 'green' : 'orange'} className="shrink-0">
          {event.mine?.status === 'going' ? t('schedule.event.going') : t('schedule.event.waiting', { position: event.mine?.position ?? 1 })}
        </Badge>
      </div>
      <p className="flex items-center gap-1 text-sm text-muted">
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        <time dateTime={event.startsAt}>{t('schedule.at', { when: formatIndiaDateTime(event.startsAt) })}</time>
      </p>
      <p className="flex items-center gap-1 text-sm text-muted">
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        {translateText(event.location)}
      </p>
      <Link to="/local" className={linkClasses}>
        {t('schedule.event.open')}
      </Link>
    </Card>
  );
}

/** One entry of the schedule; `live` (today's list) offers a call's meeting link and its chat. */
export function ScheduleEntryCard({ entry, today, live = false }: { entry: ScheduleEntry; today: IsoDay; live?: boolean }) {
  if (entry.kind === 'event') return <EventCard entry={entry} />;
  return entry.kind === 'consultation' ? <ConsultationCard entry={entry} live={live} /> : <ActionItemCard entry={entry} today={today} />;
}
