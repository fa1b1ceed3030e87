import { useEffect, useRef } from 'react';
import { Link } from '@nyaya/shared/router';
import { CalendarCheck, CalendarX, RotateCw } from 'lucide-react';
import { bookingModeLabels, formatMobile, type BookingView } from '@nyaya/shared/api';
import { formatINR } from '@nyaya/shared/format';
import { Button, buttonClasses } from '@nyaya/shared/ui/Button';
import { longDay, slotDate, slotTime } from '../booking/indiaTime';

export type CancelState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'unreachable' } | { kind: 'failed'; message: string };

/**
 * What the API booked (or, after Cancel booking, cancelled): mode, day and time in India, the fee
 * the server charged. Focus moves to its heading, so a screen reader hears the outcome.
 */
export function BookingConfirmation({
  booking,
  mobile,
  profilePath,
  cancel,
  onCancel,
  onBookAgain,
}: {
  booking: BookingView;
  /** the 10-digit number the booking was sent with */
  mobile: string;
  profilePath: string;
  cancel: CancelState;
  onCancel: () => void;
  onBookAgain: () => void;
}) {
  const cancelled = booking.status === 'cancelled';
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [cancelled]);
  const Icon = cancelled ? CalendarX : CalendarCheck;
  const rows: [string, string][] = [
    ['Expert', booking.expertName],
    ['Consultation', bookingModeLabels[booking.mode]],
    ['Date', longDay(slotDate(booking.slotStart))],
    ['Time', `${slotTime(booking.slotStart)} India time`],
    ['Fee', formatINR(booking.fee)],
    ['Booking reference', booking.id],
  ];

  return (
    <section aria-labelledby="booking-outcome" className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm">
      <div className={`flex items-center gap-3 rounded-xl p-3 ${cancelled ? 'bg-gray-100 text-ink' : 'bg-green-50 text-green-900'}`}>
        <Icon aria-hidden="true" className="size-6 shrink-0" />
        <h2 id="booking-outcome" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
          {cancelled ? 'Booking cancelled' : 'Booking confirmed'}
        </h2>
      </div>
      <p className="text-sm text-ink">
        {cancelled
          ? 'This consultation is cancelled and its time is free again.'
          : `${booking.expertName} will reach you on ${formatMobile(mobile)} at the time booked.`}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted">{term}</dt>
            <dd className={`font-medium break-all text-ink ${cancelled && term !== 'Booking reference' ? 'line-through' : ''}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {cancel.kind === 'unreachable' && (
        <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          We couldn&rsquo;t reach Nyaya&rsquo;s servers. Your booking is unchanged. Try again.
        </p>
      )}
      {cancel.kind === 'failed' && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          The booking could not be cancelled: {cancel.message}
        </p>
      )}
      <div className="flex flex-col gap-2">
        {cancelled ? (
          <Button onClick={onBookAgain}>Book another time</Button>
        ) : (
          <Button variant="outline" onClick={onCancel} disabled={cancel.kind === 'sending'}>
            {cancel.kind === 'unreachable' && <RotateCw aria-hidden="true" className="size-4" />}
            {cancel.kind === 'sending' ? 'Cancelling…' : 'Cancel booking'}
          </Button>
        )}
        <Link to={profilePath} className={buttonClasses('ghost', 'md')}>
          Back to {booking.expertName}&rsquo;s profile
        </Link>
      </div>
    </section>
  );
}
