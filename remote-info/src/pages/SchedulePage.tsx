import { useState } from 'react';
import { useLoaderData } from '@nyaya/shared/router';
import { CalendarClock, CalendarDays, Clock, MapPin, Users, Video } from 'lucide-react';
import type { ScheduleEvent } from '@nyaya/shared/types';
import { getSchedule } from '@nyaya/shared/data/info';
import { summarizeSchedule } from '@nyaya/shared/rules/info';
import { Badge, type BadgeTone } from '@nyaya/shared/ui/Badge';
import { Button } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { comingSoon, toast } from '@nyaya/shared/ui/toast';
import { SlotPicker } from '../components/SlotPicker';
import { UtilityScreen } from '../components/UtilityScreen';

export const loader = () => getSchedule();

const typeTone: Record<ScheduleEvent['type'], BadgeTone> = { 'Video Call': 'blue', 'In Person': 'green', 'On-site': 'orange' };

function EventCard({ event }: { event: ScheduleEvent }) {
  return (
    <Card className="flex flex-col gap-2">
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold break-words text-ink">{event.title}</h3>
        <Badge tone={typeTone[event.type]} className="shrink-0">
          {event.type === 'Video Call' && <Video aria-hidden="true" className="mr-1 size-3" />}
          {event.type}
        </Badge>
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-4" />
          {event.day}, {event.time}
        </span>
        {event.location && (
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4" />
            {event.location}
          </span>
        )}
        {event.attendees !== undefined && (
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="size-4" />
            {event.attendees} attendees
          </span>
        )}
      </p>
      <Button size="sm" className="self-start" onClick={() => comingSoon(event.type === 'Video Call' ? 'Joining video calls' : 'Event check-in')}>
        Join <span className="sr-only">{event.title}</span>
      </Button>
    </Card>
  );
}

export function SchedulePage() {
  const schedule = useLoaderData<typeof loader>();
  const [selected, setSelected] = useState<string | null>(null);
  const summary = summarizeSchedule(schedule);

  const select = (time: string) => {
    setSelected(time);
    toast(`${time} selected`, 'Online booking confirmation is coming soon.');
  };

  return (
    <UtilityScreen title="Schedule">
      <Card className="flex items-center gap-3 bg-brand-50">
        <CalendarDays aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
        <div>
          <h2 className="font-semibold text-ink">Today&apos;s summary</h2>
          <p className="text-sm text-muted">
            {summary.eventsToday} {summary.eventsToday === 1 ? 'event' : 'events'} today · {summary.openSlots} open {summary.openSlots === 1 ? 'slot' : 'slots'}
          </p>
          {summary.nextEvent && (
            <p className="text-sm text-ink">
              Next: {summary.nextEvent.title} at {summary.nextEvent.time}
            </p>
          )}
        </div>
      </Card>

      <section aria-labelledby="schedule-slots" className="mt-5">
        <h2 id="schedule-slots" className="mb-2 text-lg font-semibold text-ink">
          Available time slots today
        </h2>
        <SlotPicker slots={schedule.slots} selected={selected} onSelect={select} />
        <p role="status" className="mt-2 flex items-center gap-1 text-sm text-muted">
          <CalendarClock aria-hidden="true" className="size-4" />
          {selected ? `Selected slot: ${selected} today` : 'Choose a free slot.'}
        </p>
      </section>

      <section aria-labelledby="schedule-upcoming" className="mt-5">
        <h2 id="schedule-upcoming" className="mb-2 text-lg font-semibold text-ink">
          Upcoming events
        </h2>
        {schedule.events.length === 0 ? (
          <p className="text-sm text-muted">Nothing scheduled.</p>
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
