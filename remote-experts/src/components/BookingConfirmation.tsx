import { useEffect, useRef } from 'react';
import { Link } from '@nyaya/shared/router';
import { CalendarCheck, CalendarX, RotateCw } from 'lucide-react';
import { bookingModeLabel, formatMobile, type BookingView } from '@nyaya/shared/api';
import { formatINR } from '@nyaya/shared/format';
import { Button, buttonClasses } from '@nyaya/shared/ui/Button';
import { longDay, slotDate, slotTime } from '../booking/indiaTime';
import { useT } from '../i18n';

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
  const t = useT();
  const cancelled = booking.status === 'cancelled';
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [cancelled]);
  const Icon = cancelled ? CalendarX : CalendarCheck;
  // [key, term, value]; the reference is never struck through (it still names the booking).
  const rows: [string, string, string][] = [
    ['expert', t('confirmation.expert'), booking.expertName],
    ['consultation', t('confirmation.consultation'), bookingModeLabel(booking.mode)],
    ['date', t('confirmation.date'), longDay(slotDate(booking.slotStart))],
    ['time', t('confirmation.time'), t('confirmation.timeValue', { time: slotTime(booking.slotStart) })],
    ['fee', t('confirmation.fee'), formatINR(booking.fee)],
    ['reference', t('confirmation.reference'), booking.id],
  ];

  return (
    <section aria-labelledby="booking-outcome" className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm">
      <div className={`flex items-center gap-3 rounded-xl p-3 ${cancelled ? 'bg-gray-100 text-ink' : 'bg-green-50 text-green-900'}`}>
        <Icon aria-hidden="true" className="size-6 shrink-0" />
        <h2 id="booking-outcome" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
          {cancelled ? t('confirmation.cancelled') : t('confirmation.confirmed')}
        </h2>
      </div>
      <p className="text-sm text-ink">
        {cancelled ? t('confirmation.cancelledText') : t('confirmation.reachYou', { name: booking.expertName, mobile: formatMobile(mobile) })}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([key, term, value]) => (
          <div key={key} className="contents">
            <dt className="text-muted">{term}</dt>
            <dd className={`font-medium break-all text-ink ${cancelled && key !== 'reference' ? 'line-through' : ''}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {cancel.kind === 'unreachable' && (
        <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {t('confirmation.unreachable')}
        </p>
      )}
      {cancel.kind === 'failed' && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {t('confirmation.cancelFailed', { reason: cancel.message })}
        </p>
      )}
      <div className="flex flex-col gap-2">
        {cancelled ? (
          <Button onClick={onBookAgain}>{t('confirmation.bookAgain')}</Button>
        ) : (
          <Button variant="outline" onClick={onCancel} disabled={cancel.kind === 'sending'}>
            {cancel.kind === 'unreachable' && <RotateCw aria-hidden="true" className="size-4" />}
            {cancel.kind === 'sending' ? t('confirmation.cancelling') : t('confirmation.cancel')}
          </Button>
        )}
        <Link to={profilePath} className={buttonClasses('ghost', 'md')}>
          {t('confirmation.backToProfile', { name: booking.expertName })}
        </Link>
      </div>
    </section>
  );
}
