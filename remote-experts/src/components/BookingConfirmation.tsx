import { useEffect, useRef, useState } from 'react';
import { Link } from '@nyaya/shared/router';
import { CalendarCheck, CalendarPlus, CalendarX, MessageCircle, RotateCw, Video } from 'lucide-react';
import { apiPaths, bookingModeLabel, formatMobile, type BookingView } from '@nyaya/shared/api';
import { formatINR } from '@nyaya/shared/format';
import { HALF_REFUND_HOURS } from '@nyaya/shared/rules/consultation';
import { Button, buttonClasses } from '@nyaya/shared/ui/Button';
import { longDay, slotDate, slotTime } from '../booking/indiaTime';
import { useT } from '../booking/i18n';
import { useT as useExpertsT } from '../i18n';
import { CancelBookingDialog } from './CancelBookingDialog';

export type CancelState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'unreachable' } | { kind: 'failed'; message: string };

/**
 * What the API booked (or, after Cancel booking, cancelled): mode, day and time in India, what the
 * server charged (fee, GST, total) and refunded, and the booking's reference. Focus moves to its
 * heading, so a screen reader hears the outcome. Cancel booking asks first, with the refund.
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
  const tExperts = useExpertsT();
  const cancelled = booking.status === 'cancelled';
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [cancelled]);
  const [asking, setAsking] = useState<number | null>(null);
  const Icon = cancelled ? CalendarX : CalendarCheck;
  // [key, term, value]; what was paid and refunded and the reference are never struck through.
  const rows: [string, string, string][] = [
    ['expert', t('confirmation.expert'), booking.expertName],
    ['consultation', t('confirmation.consultation'), bookingModeLabel(booking.mode)],
    ['date', t('confirmation.date'), longDay(slotDate(booking.slotStart))],
    ['time', t('confirmation.time'), t('confirmation.timeValue', { time: slotTime(booking.slotStart) })],
    ['fee', t('confirmation.fee'), formatINR(booking.fee)],
    ['gst', t('confirmation.gst'), formatINR(booking.gst)],
    ['paid', t('confirmation.paid'), formatINR(booking.total)],
    ...(booking.refunded === null ? [] : [['refunded', t('confirmation.refunded'), formatINR(booking.refunded)] as [string, string, string]]),
    ['reference', t('confirmation.reference'), booking.reference],
  ];
  const kept = new Set(['paid', 'refunded', 'reference']);

  return (
    <section aria-labelledby="booking-outcome" className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm">
      <div className={`flex items-center gap-3 rounded-xl p-3 ${cancelled ? 'bg-gray-100 text-ink' : 'bg-green-50 text-green-900'}`}>
        <Icon aria-hidden="true" className="size-6 shrink-0" />
        <h2 id="booking-outcome" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
          {cancelled ? t('confirmation.cancelled') : t('confirmation.confirmed')}
        </h2>
      </div>
      <p className="text-sm text-ink">
        {cancelled
          ? t('confirmation.cancelledText')
          : t('confirmation.reachYou', { mode: booking.mode, name: booking.expertName, mobile: formatMobile(mobile) })}
      </p>
      {cancelled && booking.refunded !== null && (
        <p className="text-sm text-ink">
          {booking.refunded > 0
            ? t('confirmation.refundText', { amount: formatINR(booking.refunded) })
            : t('confirmation.noRefund', { hours: HALF_REFUND_HOURS })}
        </p>
      )}
      {/* Term and value side by side, each wrapping only between words: a date never breaks inside its year. */}
      <dl className="flex flex-col gap-2 text-sm">
        {rows.map(([key, term, value]) => (
          <div key={key} className="flex flex-wrap justify-between gap-x-4">
            <dt className="text-muted">{term}</dt>
            <dd className={`min-w-0 text-right font-medium break-words text-ink ${cancelled && !kept.has(key) ? 'line-through' : ''}`}>{value}</dd>
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
      {!cancelled && (
        <div className="flex flex-col gap-2">
          {booking.meetingUrl && (
            <>
              <a href={booking.meetingUrl} target="_blank" rel="noopener noreferrer" aria-describedby="meeting-hint" className={buttonClasses('primary', 'md')}>
                <Video aria-hidden="true" className="size-4" /> {t('confirmation.join', { mode: booking.mode })}
              </a>
              <p id="meeting-hint" className="text-xs text-muted">
                {t('confirmation.joinHint')}
              </p>
            </>
          )}
          {/* The server's .ics: the phone's calendar reminds the user 15 minutes before. */}
          <a href={apiPaths.bookingCalendar(booking.id)} download className={buttonClasses('outline', 'md')}>
            <CalendarPlus aria-hidden="true" className="size-4" /> {t('confirmation.addToCalendar')}
          </a>
        </div>
      )}
      <div className="flex flex-col gap-2">
        {!cancelled && booking.mode === 'chat' && (
          // A chat consultation happens in its conversation (issue 25), open from now on.
          <Link to={`/consultation-chat?booking=${encodeURIComponent(booking.reference)}`} className={buttonClasses('primary', 'lg')}>
            <MessageCircle aria-hidden="true" className="size-4" /> {tExperts('profile.startChat')}
          </Link>
        )}
        {cancelled ? (
          <Button onClick={onBookAgain}>{t('confirmation.bookAgain')}</Button>
        ) : (
          <Button variant="outline" onClick={() => setAsking(Date.now())} disabled={cancel.kind === 'sending'}>
            {cancel.kind === 'unreachable' && <RotateCw aria-hidden="true" className="size-4" />}
            {cancel.kind === 'sending' ? t('confirmation.cancelling') : t('confirmation.cancel')}
          </Button>
        )}
        <CancelBookingDialog
          booking={booking}
          at={asking ?? 0}
          open={asking !== null && !cancelled}
          onOpenChange={(open) => !open && setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            onCancel();
          }}
        />
        <Link to={profilePath} className={buttonClasses('ghost', 'md')}>
          {t('confirmation.backToProfile', { name: booking.expertName })}
        </Link>
      </div>
    </section>
  );
}
