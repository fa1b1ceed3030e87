import type { Expert } from '@nyaya/shared/types';
import { expertAvailabilityDisplay } from '@nyaya/shared/rules/experts';
import { cn } from '@nyaya/shared/ui/cn';
import { slotWhen } from '../booking/slotWhen';
import { useT } from '../i18n';
import { useClock } from './useClock';

/**
 * Spec §4's coloured dot with the status in words, so it never relies on colour alone; "Available
 * Now" only while a slot starts within the hour, otherwise when the next slot is (issue 24).
 */
export function ExpertStatusIndicator({ status, className }: { status: Expert['status']; className?: string }) {
  const t = useT();
  const at = useClock();
  const display = expertAvailabilityDisplay({ status }, at);
  const green = display.dot === 'green';
  const next = display.availableNow ? null : t('availability.nextSlot', { when: slotWhen(display.nextSlot, at) });
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-x-1.5 text-xs font-medium', green ? 'text-green-800' : 'text-gray-700', className)}>
      <span aria-hidden="true" data-dot={display.dot} className={cn('size-2 rounded-full', green ? 'bg-green-500' : 'bg-gray-400')} />
      {display.label && <span>{display.label}</span>}
      {display.label && next && <span aria-hidden="true">·</span>}
      {next && <span>{next}</span>}
    </span>
  );
}
