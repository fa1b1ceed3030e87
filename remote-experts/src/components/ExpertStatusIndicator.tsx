import type { Expert } from '@nyaya/shared/types';
import { expertStatusDisplay } from '@nyaya/shared/rules/experts';
import { cn } from '@nyaya/shared/ui/cn';
import { useT } from '../i18n';

/** Spec §4: a coloured dot with the status in words, so it never relies on colour alone. */
export function ExpertStatusIndicator({ status, className }: { status: Expert['status']; className?: string }) {
  useT();
  const display = expertStatusDisplay(status);
  const green = display.dot === 'green';
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-xs font-medium', green ? 'text-green-800' : 'text-gray-700', className)}>
      <span aria-hidden="true" data-dot={display.dot} className={cn('size-2 rounded-full', green ? 'bg-green-500' : 'bg-gray-400')} />
      {display.label}
    </span>
  );
}
