import { useState, useTransition } from 'react';
import { cn } from './cn';

/**
 * A single-choice row of filter chips. Each chip is a real toggle button (aria-pressed), so
 * screen readers announce which filter is on; the row scrolls sideways on narrow screens. The
 * chip pressed shows as chosen at once; the owner's `onChange` (and the list it filters) renders
 * in a transition, as the kit's Tabs do: rendering the whole screen inside the tap held the
 * `/act` chips' paint 40–60 ms on a 4x-slowed phone (issue 22, INP).
 */
export function FilterChips<T extends string>({
  label,
  options,
  value,
  onChange,
  counts,
  labelOf = String,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  counts?: Partial<Record<T, number>>;
  /** What a chip says for its option, in the page's language (the option itself by default). */
  labelOf?: (option: T) => string;
}) {
  // The chip just pressed, shown chosen until the owner's transition commits.
  const [pressed, setPressed] = useState<T | null>(null);
  const [pending, startTransition] = useTransition();
  const chosen = pending && pressed !== null ? pressed : value;
  const choose = (option: T) => {
    setPressed(option);
    startTransition(() => onChange(option));
  };
  return (
    <div role="group" aria-label={label} className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1">
      {options.map((option) => {
        const selected = option === chosen;
        const count = counts?.[option];
        return (
          <button
            key={option}
            type="button"
            aria-pressed={selected}
            onClick={() => choose(option)}
            className={cn(
              'min-h-11 min-w-11 shrink-0 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors',
              selected ? 'border-brand-600 bg-brand-600 text-white' : 'border-line bg-white text-ink hover:bg-gray-50',
            )}
          >
            {labelOf(option)}
            {count !== undefined && <span className="ml-1 opacity-80">({count})</span>}
          </button>
        );
      })}
    </div>
  );
}
