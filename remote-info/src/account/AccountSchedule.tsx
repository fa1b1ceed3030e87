import { useState } from 'react';
import { apiPaths, BookingListSchema, bookingModeLabel, type BookingView } from '@nyaya/shared/api';
import { Link } from '@nyaya/shared/router';
import { Clock } from 'lucide-react';
import { formatIndiaDateTime } from '@nyaya/shared/format';
import { useApiRead } from '@nyaya/shared/hooks/useApiRead';
import { Card } from '@nyaya/shared/ui/Card';
import { ApiStatus } from './ApiStatus';
import { StartHere } from './StartHere';
import { useT } from './i18n';

/**
 * The account's booked consultations, split at `now` into upcoming (soonest first) and past
 * (latest first). Cancelled ones are not on a schedule; a start that is not a date is left out
 * rather than shown at a made-up time.
 */
export function splitBookings(bookings: readonly BookingView[], now: number) {
  const dated = bookings.filter((booking) => booking.status === 'booked' && !Number.isNaN(Date.parse(booking.slotStart)));
  const start = (booking: BookingView) => Date.parse(booking.slotStart);
  return {
    upcoming: dated.filter((booking) => start(booking) >= now).sort((a, b) => start(a) - start(b)),
    past: dated.filter((booking) => start(booking) < now).sort((a, b) => start(b) - start(a)),
  };
}

function BookingCard({ booking }: { booking: BookingView }) {
  const t = useT();
  return (
    <Card className="flex flex-col gap-1">
      <h3 className="font-semibold break-words text-ink">{t('schedule.booking', { mode: bookingModeLabel(booking.mode), expert: booking.expertName })}</h3>
      <p className="flex items-center gap-1 text-sm text-muted">
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        <time dateTime={booking.slotStart}>{t('schedule.at', { when: formatIndiaDateTime(booking.slotStart) })}</time>
      </p>
      <Link
        to={`/lawyer-profile/${encodeURIComponent(booking.expertSlug)}`}
        className="inline-flex min-h-11 items-center self-start text-sm font-medium text-brand-700 underline underline-offset-2"
      >
        {booking.expertName}
      </Link>
    </Card>
  );
}

function BookingList({ id, heading, bookings }: { id: string; heading: string; bookings: BookingView[] }) {
  return (
    <section aria-labelledby={id} className="mt-5">
      <h2 id={id} className="mb-2 text-lg font-semibold text-ink">
        {heading}
      </h2>
      <ul className="flex flex-col gap-3">
        {bookings.map((booking) => (
          <li key={booking.id}>
            <BookingCard booking={booking} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A signed-in user's schedule: the consultations they booked (GET /api/v1/bookings), or where to book one. */
export function AccountSchedule() {
  const t = useT();
  const read = useApiRead(apiPaths.bookings, BookingListSchema);
  // What is upcoming is decided when the screen opens (a render must not read the clock).
  const [now] = useState(() => Date.now());
  if (read.status !== 'ok')
    return (
      <section aria-label={t('schedule.yours')} aria-busy={read.status === 'loading'}>
        <ApiStatus read={read} />
      </section>
    );
  const { upcoming, past } = splitBookings(read.data.bookings, now);
  return (
    <>
      {upcoming.length > 0 ? (
        <BookingList id="schedule-yours" heading={t('schedule.yours')} bookings={upcoming} />
      ) : (
        <StartHere title={t('schedule.empty.title')} to="/experts" action={t('schedule.empty.action')}>
          {t('schedule.empty.body')}
        </StartHere>
      )}
      {past.length > 0 && <BookingList id="schedule-past" heading={t('schedule.past')} bookings={past} />}
    </>
  );
}
