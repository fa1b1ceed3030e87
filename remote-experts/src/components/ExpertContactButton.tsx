import { Link } from '@nyaya/shared/router';
import { CalendarClock, Phone } from 'lucide-react';
import type { Expert } from '@nyaya/shared/types';
import { expertStatusDisplay } from '@nyaya/shared/rules/experts';
import { buttonClasses } from '@nyaya/shared/ui/Button';
import { bookingPath } from '../booking/bookingPath';

/**
 * Spec §4: Call for an available expert, Schedule for an on-demand one. Both open the expert's
 * booking screen: Call with a voice call chosen, Schedule leaving the mode to the user. The
 * accessible name carries the expert's name because a list holds many of these links.
 */
export function ExpertContactButton({ expert, className }: { expert: Pick<Expert, 'name' | 'status'>; className?: string }) {
  const { action } = expertStatusDisplay(expert.status);
  const Icon = action === 'Call' ? Phone : CalendarClock;
  return (
    <Link
      to={bookingPath(expert.name, action === 'Call' ? 'call' : undefined)}
      className={buttonClasses(action === 'Call' ? 'primary' : 'outline', 'sm', className)}
      aria-label={`${action} ${expert.name}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {action}
    </Link>
  );
}
