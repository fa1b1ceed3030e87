import { useId, useRef, useState, useTransition, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn';

export interface TabItem<T extends string> {
  value: T;
  label: string;
  content: ReactNode;
}

/**
 * Keyboard-operable tabs, the WAI-ARIA tabs pattern: a tab list whose tabs share one stop in the
 * Tab order (the chosen one), the arrow keys move along them and choose as they go, Home and End
 * jump to the ends; the chosen tab's panel follows, itself focusable. The pressed tab shows as
 * chosen at once; its panel (and the owner's `onValueChange`) renders in a transition, which
 * yields to the browser, so a long list does not hold up the tap's paint (issue 22: the category
 * page's sort tabs took 136 ms to answer on a slow phone).
 *
 * Our own rather than Radix's: a tap re-rendered Radix's roving-focus group, collection and
 * presence layers synchronously, the largest part of the tap's work at the calibrated slowdown,
 * and they cost the category page and the profile 4 KB gzip.
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
  const baseId = useId();
  const [ownValue, setOwnValue] = useState<T | undefined>(defaultValue ?? items[0]?.value);
  const panelValue = value ?? ownValue;
  // The tab just pressed, shown chosen until its panel's transition commits.
  const [pressed, setPressed] = useState<T | null>(null);
  const [pending, startTransition] = useTransition();
  const chosen = pending && pressed !== null ? pressed : panelValue;
  const tabs = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (item: T) => `${baseId}-tab-${item}`;
  const panelId = (item: T) => `${baseId}-panel-${item}`;

  const change = (next: T) => {
    if (next === chosen) return;
    setPressed(next);
    startTransition(() => {
      setOwnValue(next);
      onValueChange?.(next);
    });
  };

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = items.findIndex((item) => item.value === chosen);
    const last = items.length - 1;
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined || items.length === 0) return;
    event.preventDefault();
    const next = items[(target + items.length) % items.length]!.value;
    tabs.current.get(next)?.focus();
    change(next);
  }

  const active = items.find((item) => item.value === panelValue);
  return (
    <div className={className}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className="flex gap-1 overflow-x-auto rounded-xl bg-gray-100 p-1">
        {items.map((item) => {
          const selected = item.value === chosen;
          return (
            <button
              key={item.value}
              ref={(element) => {
                if (element) tabs.current.set(item.value, element);
                else tabs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={selected}
              // Only the shown panel exists (the others are not rendered).
              aria-controls={item.value === panelValue ? panelId(item.value) : undefined}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? 'active' : 'inactive'}
              onClick={() => change(item.value)}
              onKeyDown={onKeyDown}
              className={cn(
                'min-h-11 min-w-11 flex-1 shrink-0 rounded-lg px-3 text-sm font-medium whitespace-nowrap text-muted',
                selected && 'bg-white text-ink shadow-sm',
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {active && (
        <div role="tabpanel" id={panelId(active.value)} aria-labelledby={tabId(active.value)} tabIndex={0} data-state="active" className="mt-4 rounded-xl">
          {active.content}
        </div>
      )}
    </div>
  );
}
