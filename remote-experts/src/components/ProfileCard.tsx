import { Link } from '@nyaya/shared/router';
import { CalendarPlus, MessageCircle, Phone } from 'lucide-react';
import type { ExpertProfile } from '@nyaya/shared/types';
import { formatINR } from '@nyaya/shared/format';
import { nextSlotStart, slotText } from '@nyaya/shared/rules/experts';
import { Avatar } from '@nyaya/shared/ui/Avatar';
import { buttonClasses } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { bookingPath } from '../booking/bookingPath';
import { slotWhen } from '../booking/slotWhen';
import { useT } from '../i18n';
import { ExpertPlace } from './ExpertPlace';
import { ExpertStatusIndicator } from './ExpertStatusIndicator';
import { RatingSummary } from './RatingSummary';
import { SaveExpertButton } from './SaveExpertButton';
import { useClock } from './useClock';

// The three links share a 360 px row: their words wrap (Hindi runs longer) rather than overflow.
const contactClasses = 'min-h-14 flex-col gap-1 px-1 py-1.5 text-center text-xs leading-tight';

/**
 * The profile's summary card: who, where, how rated, the fee, Save Expert and the three contact
 * links, each opening the booking screen (Start Chat with chat chosen, Call Now with a voice call
 * at the earliest time it names, Book Slot leaving the mode to the user).
 */
export function ProfileCard({ expert }: { expert: ExpertProfile }) {
  const t = useT();
  const now = useClock();
  const nextCall = nextSlotStart(expert, now);
  return (
    <Card className="flex flex-col gap-4">
      <div className="flex gap-3">
        <Avatar name={expert.name} initials={expert.avatar} size="lg" />
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-semibold break-words text-ink">{expert.name}</h2>
          <ExpertPlace expert={expert} />
          <RatingSummary rating={expert.rating} reviewCount={expert.reviewCount} className="mt-1" />
          {/* Spec §4 says the profile is always Available Now: true of its one sample expert. With
              every expert on their own profile, each shows their real status, as on their card,
              and Available Now only while a slot starts within the hour (issue 24). */}
          <ExpertStatusIndicator status={expert.status} className="mt-1 flex" />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm">
          <span className="text-xl font-bold text-ink">{formatINR(expert.fee)}</span>
          <span className="text-muted"> {t('fee.perConsultation')}</span>
        </p>
        <SaveExpertButton expert={expert} />
      </div>
      <div className="grid grid-cols-3 gap-2">
        <Link to={bookingPath(expert.name, 'chat')} className={buttonClasses('primary', 'sm', contactClasses)}>
          <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
          {t('profile.startChat')}
        </Link>
        <Link to={bookingPath(expert.name, 'call', slotText(nextCall))} className={buttonClasses('outline', 'sm', contactClasses)}>
          <Phone aria-hidden="true" className="size-4 shrink-0" />
          {t('profile.callNow')}
          {/* Read with the link's name: where Call Now leads, said before it is tapped. The space
              keeps the two apart in that name (a flex column does not show it). */}{' '}
          <span className="font-normal text-muted">{t('profile.nextCall', { when: slotWhen(nextCall, now) })}</span>
        </Link>
        <Link to={bookingPath(expert.name)} className={buttonClasses('outline', 'sm', contactClasses)}>
          <CalendarPlus aria-hidden="true" className="size-4 shrink-0" />
          {t('profile.bookSlot')}
        </Link>
      </div>
    </Card>
  );
}
