import { useState } from 'react';
import { apiPaths, BookingListSchema, BookingViewSchema, callApi, type BookingView } from '@nyaya/shared/api';
import { formatIndiaDateTime, formatINR } from '@nyaya/shared/format';
import { Link } from '@nyaya/shared/router';
import { Button, buttonClasses } from '@nyaya/shared/ui/Button';
import { toast } from '@nyaya/shared/ui/toast';
import { t as translate, useT } from './i18n';
import { ApiSection } from './ApiSection';
import { useApiRead } from '@nyaya/shared/hooks/useApiRead';

/** The consultations this session booked, upcoming first (the API's order), each cancellable while booked. */
export function MyConsultations() {
  const t = useT();
  const read = useApiRead(apiPaths.bookings, BookingListSchema);
  const [cancelling, setCancelling] = useState<string | null>(null);

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
                {booking.status === 'cancelled' && <p className="text-xs font-medium text-red-700">{t('profile.consultations.cancelled')}</p>}
              </div>
              {booking.status === 'booked' && (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={cancelling === booking.id}
                  aria-label={t('profile.consultations.cancelLabel', { name: booking.expertName, when: formatIndiaDateTime(booking.slotStart) })}
                  onClick={() => void cancel(booking)}
                >
                  {t('profile.consultations.cancel')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </ApiSection>
  );
}
