import type { ReactNode } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
import { cn } from './cn';

export interface TabItem<T extends string> {
  value: T;
  label: string;
  content: ReactNode;
}

/** Keyboard-operable tabs (Radix: arrow keys move, Home/End jump, the panel follows). */
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
  return (
    <RadixTabs.Root value={value} defaultValue={defaultValue ?? items[0]?.value} onValueChange={(next) => onValueChange?.(next as T)} className={className}>
      <RadixTabs.List aria-label={label} className="flex gap-1 overflow-x-auto rounded-xl bg-gray-100 p-1">
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className={cn(
              'min-h-11 min-w-11 flex-1 shrink-0 rounded-lg px-3 text-sm font-medium whitespace-nowrap text-muted',
              'data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm',
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
