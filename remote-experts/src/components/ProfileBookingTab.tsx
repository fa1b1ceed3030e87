import { CalendarX, MapPin, MessageCircle, Phone, Video } from 'lucide-react';
import type { ConsultationMode, ExpertProfile } from '@nyaya/shared/types';

const modeDetails: Record<ConsultationMode, { icon: typeof Phone; description: string }> = {
  Chat: { icon: MessageCircle, description: 'Message back and forth and share documents' },
  'Voice Call': { icon: Phone, description: 'Talk it through on the phone' },
  'Video Call': { icon: Video, description: 'Face to face from wherever you are' },
  'In-Person': { icon: MapPin, description: 'Meet at the office' },
};

/** Booking: the consultation modes, and an honest slots area (no calendar behind it yet). */
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
        <div className="mt-2 flex items-start gap-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          <CalendarX aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>Calendar integration is coming soon. Until then, please contact the expert directly to book a time.</p>
        </div>
      </section>
    </div>
  );
}
