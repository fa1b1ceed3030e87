import { useId } from 'react';
import * as RadixSwitch from '@radix-ui/react-switch';

/** A labelled on/off switch (role="switch", Space toggles it). */
export function Switch({
  label,
  description,
  checked,
  onCheckedChange,
}: {
  label: string;
  description?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-1">
      <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer">
        <span className="block text-sm font-medium text-ink">{label}</span>
        {description && <span className="block text-xs text-muted">{description}</span>}
      </label>
      {/* The switch is a 56 × 44 px touch target; the 48 × 28 track is drawn inside it. */}
      <RadixSwitch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        className="group relative inline-flex h-11 w-14 shrink-0 items-center justify-center rounded-full"
      >
        <span aria-hidden="true" className="absolute h-7 w-12 rounded-full bg-gray-300 transition-colors group-data-[state=checked]:bg-brand-600" />
        <RadixSwitch.Thumb className="relative block size-6 -translate-x-2.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-2.5" />
      </RadixSwitch.Root>
    </div>
  );
}
