import { useState } from 'react';
import { apiPaths, BookingListSchema, BookingViewSchema, callApi, type BookingView } from '@nyaya/shared/api';
import { formatIndiaDateTime, formatINR } from '@nyaya/shared/format';
import { Link } from '@nyaya/shared/router';
import { consultationRefund, FULL_REFUND_HOURS, HALF_REFUND_HOURS } from '@nyaya/shared/rules/consultation';
import { Button, buttonClasses } from '@nyaya/shared/ui/Button';
import { Dialog } from '@nyaya/shared/ui/Dialog';
import { toast } from '@nyaya/shared/ui/toast';
import { t as translate, useT } from './i18n';
import { ApiSection } from './ApiSection';
import { useApiRead } from '@nyaya/shared/hooks/useApiRead';

/** What cancelling now gives back, by the consultation refund rule the server refunds by. */
function refundText(booking: BookingView, at: number): string {
  const refund = consultationRefund(Math.round(booking.total * 100), Date.parse(booking.slotStart), at);
  const paid = formatINR(booking.total);
  if (refund.share === 'full') return translate('profile.consultations.askFull', { paid });
  if (refund.share === 'half')
    return translate('profile.consultations.askHalf', { amount: formatINR(refund.amountPaise / 100), paid, hours: FULL_REFUND_HOURS });
  return translate('profile.consultations.askNone', { hours: HALF_REFUND_HOURS });
}

/**
 * The consultations this session booked, upcoming first (the API's order), each cancellable while
 * booked: Cancel asks first, saying what comes back.
 */
export function MyConsultations() {
  const t = useT();
  const read = useApiRead(apiPaths.bookings, BookingListSchema);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ booking: BookingView; at: number } | null>(null);

  async function cancel(booking: BookingView) {
    setCancelling(booking.id);
    const result = await callApi({ method: 'POST', path: apiPaths.cancelBooking(booking.id), schema: BookingViewSchema });
    setCancelling(null);
    if (result.kind === 'ok') {
      toast(
        translate('profile.consultations.cancelDone'),
        translate('profile.consultations.cancelDoneDetail', { name: booking.expertName, when: formatIndiaDateTime(booking.slotStart) }),
      );
      read.retry();
    } else {
      toast(
        translate('profile.consultations.cancelFailed'),
        result.kind === 'unreachable' ? translate('profile.consultations.unreachable') : result.problem.title,
      );
    }
  }

  return (
    <>
      <ApiSection
        id="profile-my-consultations"
        title={t('profile.consultations.title')}
        read={read}
        isEmpty={(list) => list.bookings.length === 0}
        empty={
          <>
            <p>{t('profile.consultations.empty')}</p>
            <Link to="/experts" className={buttonClasses('secondary', 'sm', 'mt-3')}>
              {t('profile.findExperts')}
            </Link>
          </>
        }
      >
        {(list) => (
          <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white">
            {list.bookings.map((booking) => (
              <li key={booking.id} className="flex items-center gap-2 py-2 pr-2 pl-4">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-ink">{booking.expertName}</p>
                  <p className="text-xs text-muted">
                    {t('profile.consultations.details', {
                      mode: t('profile.consultations.mode', { mode: booking.mode }),
                      when: formatIndiaDateTime(booking.slotStart),
                      fee: formatINR(booking.fee),
                    })}
                  </p>
                  {booking.status === 'cancelled' && (
                    <p className="text-xs font-medium text-red-700">
                      {t('profile.consultations.cancelled')}
                      {booking.refunded ? ` · ${t('profile.consultations.refunded', { amount: formatINR(booking.refunded) })}` : ''}
                    </p>
                  )}
                </div>
                {booking.meetingUrl && (
                  <a
                    href={booking.meetingUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonClasses('secondary', 'sm')}
                    aria-label={t('profile.consultations.joinLabel', {
                      mode: booking.mode,
                      name: booking.expertName,
                      when: formatIndiaDateTime(booking.slotStart),
                    })}
                  >
                    {t('profile.consultations.join')}
                  </a>
                )}
                {booking.status === 'booked' && booking.mode === 'chat' && (
                  // A chat consultation happens in its conversation (issue 25).
                  <Link
                    to={`/consultation-chat?booking=${encodeURIComponent(booking.reference)}`}
                    className={buttonClasses('secondary', 'sm')}
                    aria-label={t('profile.consultations.startChatLabel', { name: booking.expertName, when: formatIndiaDateTime(booking.slotStart) })}
                  >
                    {t('profile.consultations.startChat')}
                  </Link>
                )}
                {booking.status === 'booked' && (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={cancelling === booking.id}
                    aria-label={t('profile.consultations.cancelLabel', { name: booking.expertName, when: formatIndiaDateTime(booking.slotStart) })}
                    onClick={() => setAsking({ booking, at: Date.now() })}
                  >
                    {t('profile.consultations.cancel')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </ApiSection>
      {asking && (
        <Dialog
          open
          onOpenChange={(open) => !open && setAsking(null)}
          title={t('profile.consultations.askTitle')}
          description={refundText(asking.booking, asking.at)}
        >
          <div className="flex flex-col gap-2">
            <Button
              variant="danger"
              onClick={() => {
                const { booking } = asking;
                setAsking(null);
                void cancel(booking);
              }}
            >
              {t('profile.consultations.confirmCancel')}
            </Button>
            <Button variant="outline" onClick={() => setAsking(null)}>
              {t('profile.consultations.keep')}
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
}
