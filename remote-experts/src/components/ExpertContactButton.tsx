import { Link } from '@nyaya/shared/router';
import { CalendarClock, Phone } from 'lucide-react';
import type { Expert } from '@nyaya/shared/types';
import { expertActionLabel, expertAvailabilityDisplay, slotText } from '@nyaya/shared/rules/experts';
import { buttonClasses } from '@nyaya/shared/ui/Button';
import { bookingPath } from '../booking/bookingPath';
import { useT } from '../i18n';
import { useClock } from './useClock';

/**
 * Spec §4: Call for an available expert, Schedule for an on-demand one. Both open the expert's
 * booking screen with their next slot chosen (the one the card names): Call with a voice call
 * chosen, Schedule leaving the mode to the user. The accessible name carries the expert's name
 * because a list holds many of these links.
 */
export function ExpertContactButton({ expert, className }: { expert: Pick<Expert, 'name' | 'status'>; className?: string }) {
  const t = useT();
  const { action, nextSlot } = expertAvailabilityDisplay(expert, useClock());
  const call = action === 'Call';
  const Icon = call ? Phone : CalendarClock;
  return (
    <Link
      to={bookingPath(expert.name, call ? 'call' : undefined, slotText(nextSlot))}
      className={buttonClasses(call ? 'primary' : 'outline', 'sm', className)}
      aria-label={call ? t('action.callLabel', { name: expert.name }) : t('action.scheduleLabel', { name: expert.name })}
    >
      <Icon aria-hidden="true" className="size-4" />
      {expertActionLabel(action)}
    </Link>
  );
}
