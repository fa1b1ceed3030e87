import { Link } from '@nyaya/shared/router';
import { CalendarPlus, MapPin, MessageCircle, Phone, Video } from 'lucide-react';
import type { ExpertProfile } from '@nyaya/shared/types';
import { buttonClasses } from '@nyaya/shared/ui/Button';
import { bookingPath } from '../booking/bookingPath';
import { useT } from '../booking/i18n';
import { consultationModeId, consultationModeLabel } from './labels';

const icons = { chat: MessageCircle, call: Phone, video: Video, inPerson: MapPin } as const;

/** Booking: the consultation modes, and the way to the booking screen's free slots. */
export function ProfileBookingTab({ expert }: { expert: ExpertProfile }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-5">
      <section>
        <h2 className="text-base font-semibold text-ink">{t('profileBooking.modes')}</h2>
        <ul className="mt-2 grid grid-cols-1 gap-2 min-[400px]:grid-cols-2">
          {expert.consultationModes.map((mode) => {
            const id = consultationModeId(mode);
            const Icon = icons[id];
            return (
              <li key={mode} className="flex items-start gap-3 rounded-xl border border-line bg-white p-3">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>
                  <span className="block text-sm font-semibold text-ink">{consultationModeLabel(mode)}</span>
                  <span className="block text-xs text-muted">{t(`profileBooking.modeHint.${id}`)}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </section>
      <section>
        <h2 className="text-base font-semibold text-ink">{t('profileBooking.slots')}</h2>
        <p className="mt-1 text-sm text-muted">{t('profileBooking.slotsHint', { name: expert.name })}</p>
        <Link to={bookingPath(expert.name)} className={buttonClasses('primary', 'md', 'mt-3 w-full')}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          {t('booking.title')}
        </Link>
      </section>
    </div>
  );
}
