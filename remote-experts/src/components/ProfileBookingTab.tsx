import { Link } from '@nyaya/shared/router';
import { CalendarPlus, MapPin, MessageCircle, Phone, Video } from 'lucide-react';
import type { ConsultationMode, ExpertProfile } from '@nyaya/shared/types';
import { buttonClasses } from '@nyaya/shared/ui/Button';
import { bookingPath } from '../booking/bookingPath';

const modeDetails: Record<ConsultationMode, { icon: typeof Phone; description: string }> = {
  Chat: { icon: MessageCircle, description: 'Message back and forth and share documents' },
  'Voice Call': { icon: Phone, description: 'Talk it through on the phone' },
  'Video Call': { icon: Video, description: 'Face to face from wherever you are' },
  'In-Person': { icon: MapPin, description: 'Meet at the office' },
};

/** Booking: the consultation modes, and the way to the booking screen's free slots. */
export function ProfileBookingTab({ expert }: { expert: ExpertProfile }) {
  return (
    <div className="flex flex-col gap-5">
      <section>
        <h2 className="text-base font-semibold text-ink">Consultation modes</h2>
        <ul className="mt-2 grid grid-cols-1 gap-2 min-[400px]:grid-cols-2">
          {expert.consultationModes.map((mode) => {
            const { icon: Icon, description } = modeDetails[mode];
            return (
              <li key={mode} className="flex items-start gap-3 rounded-xl border border-line bg-white p-3">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>
                  <span className="block text-sm font-semibold text-ink">{mode}</span>
                  <span className="block text-xs text-muted">{description}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </section>
      <section>
        <h2 className="text-base font-semibold text-ink">Available slots</h2>
        <p className="mt-1 text-sm text-muted">Pick a free time with {expert.name} in the next two weeks.</p>
        <Link to={bookingPath(expert.name)} className={buttonClasses('primary', 'md', 'mt-3 w-full')}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          Book a consultation
        </Link>
      </section>
    </div>
  );
}
