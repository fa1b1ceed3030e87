import type { ReactNode } from 'react';
import { cn } from '@nyaya/shared/ui/cn';

/**
 * One option of a booking radio group (mode, day, time): a native radio laid over its whole card,
 * so a tap anywhere picks it, arrow keys move within the group, and a disabled option is skipped.
 * The card draws the checked, focused and disabled states the invisible radio has. The radio covers
 * the card's border too, so a one-line card at its 44 px minimum is a 44 px target, not 42.
 */
export function BookingChoice({
  name,
  value,
  checked,
  disabled = false,
  onChange,
  highlighted = false,
  className,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (value: string) => void;
  highlighted?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        'relative flex min-h-11 min-w-11 cursor-pointer flex-col items-center justify-center rounded-xl border border-line bg-white px-2 py-1.5 text-center text-sm text-ink',
        'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:checked]:text-brand-800',
        'has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2',
        'has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-gray-50 has-[:disabled]:text-gray-500',
        highlighted && 'border-green-600 ring-2 ring-green-600',
        className,
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={(event) => event.target.checked && onChange(value)}
        className="absolute -top-px -left-px h-[calc(100%+2px)] w-[calc(100%+2px)] cursor-pointer appearance-none rounded-xl opacity-0 disabled:cursor-not-allowed"
      />
      {children}
    </label>
  );
}
