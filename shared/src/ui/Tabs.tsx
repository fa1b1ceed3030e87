import { useState, useTransition, type ReactNode } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
import { cn } from './cn';

export interface TabItem<T extends string> {
  value: T;
  label: string;
  content: ReactNode;
}

/**
 * Keyboard-operable tabs (Radix: arrow keys move, Home/End jump, the panel follows). The pressed
 * tab shows as chosen at once; its panel (and the owner's `onValueChange`) renders in a
 * transition, which yields to the browser, so a long list does not hold up the tap's paint
 * (issue 22: the category page's sort tabs took 136 ms to answer on a slow phone).
 */
export function Tabs<T extends string>({
  label,
  items,
  value,
  defaultValue,
  onValueChange,
  className,
}: {
  label: string;
  items: TabItem<T>[];
  value?: T;
  defaultValue?: T;
  onValueChange?: (value: T) => void;
  className?: string;
}) {
  const [ownValue, setOwnValue] = useState<T | undefined>(defaultValue ?? items[0]?.value);
  const panelValue = value ?? ownValue;
  // The tab just pressed, shown chosen until its panel's transition commits.
  const [pressed, setPressed] = useState<T | null>(null);
  const [pending, startTransition] = useTransition();
  const chosen = pending && pressed !== null ? pressed : panelValue;
  const change = (next: T) => {
    setPressed(next);
    startTransition(() => {
      setOwnValue(next);
      onValueChange?.(next);
    });
  };
  return (
    <RadixTabs.Root value={panelValue} onValueChange={(next) => change(next as T)} className={className}>
      <RadixTabs.List aria-label={label} className="flex gap-1 overflow-x-auto rounded-xl bg-gray-100 p-1">
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className={cn(
              'min-h-11 min-w-11 flex-1 shrink-0 rounded-lg px-3 text-sm font-medium whitespace-nowrap text-muted',
              item.value === chosen && 'bg-white text-ink shadow-sm',
            )}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="mt-4 rounded-xl">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
