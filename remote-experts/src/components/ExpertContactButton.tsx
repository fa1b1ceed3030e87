import { CalendarClock, Phone } from 'lucide-react';
import type { Expert } from '@nyaya/shared/types';
import { expertStatusDisplay } from '@nyaya/shared/rules/experts';
import { Button } from '@nyaya/shared/ui/Button';
import { comingSoon } from '@nyaya/shared/ui/toast';

/**
 * Spec §4: Call for an available expert, Schedule for an on-demand one. Neither has a backend
 * yet, so each says so honestly. The accessible name carries the expert's name because a list
 * holds many of these buttons.
 */
export function ExpertContactButton({ expert, className }: { expert: Pick<Expert, 'name' | 'status'>; className?: string }) {
  const { action } = expertStatusDisplay(expert.status);
  const Icon = action === 'Call' ? Phone : CalendarClock;
  return (
    <Button
      size="sm"
      variant={action === 'Call' ? 'primary' : 'outline'}
      className={className}
      aria-label={`${action} ${expert.name}`}
      onClick={() => comingSoon(action === 'Call' ? `Calling ${expert.name}` : `Scheduling with ${expert.name}`)}
    >
      <Icon aria-hidden="true" className="size-4" />
      {action}
    </Button>
  );
}
