import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

const NAVIGATION_KEYS = ['ArrowDown', 'ArrowUp', 'Home', 'End'];

/** Up/Down/Home/End move between the questions (the WAI-ARIA accordion pattern's optional keys). */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>, accordion: HTMLElement | null) {
  if (!NAVIGATION_KEYS.includes(event.key) || !accordion) return;
  const triggers = [...accordion.querySelectorAll<HTMLButtonElement>('button[aria-controls]')];
  const current = triggers.indexOf(event.currentTarget);
  if (current === -1) return;
  event.preventDefault();
  const last = triggers.length - 1;
  const next = { ArrowDown: current === last ? 0 : current + 1, ArrowUp: current === 0 ? last : current - 1, Home: 0, End: last }[event.key]!;
  triggers[next]?.focus();
}

/**
 * Expandable questions (FAQs): the WAI-ARIA accordion pattern, with headings holding buttons that
 * carry aria-expanded and control their answer's region; any number may be open.
 * Written with plain elements rather than Radix Accordion: Radix measures every panel in a layout
 * effect (for height animations the kit does not use), which forced a layout of the whole page
 * inside the service page's first commit, and its code was the page's largest chunk. Together
 * that was about 6 Lighthouse points on /service-details (issue #7).
 */
export function Accordion({ items }: { items: AccordionItem[] }) {
  const idPrefix = useId();
  const root = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div ref={root} className="divide-y divide-line rounded-2xl border border-line bg-white">
      {items.map((item, index) => {
        const expanded = open.has(item.id);
        const triggerId = `${idPrefix}-trigger-${index}`;
        const panelId = `${idPrefix}-panel-${index}`;
        return (
          <div key={item.id}>
            <h3>
              <button
                type="button"
                id={triggerId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => moveFocus(event, root.current)}
                className="group flex min-h-12 w-full items-center justify-between gap-3 px-4 text-left text-sm font-medium text-ink"
              >
                {item.title}
                <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted transition-transform group-aria-expanded:rotate-180" />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={triggerId} hidden={!expanded} className="px-4 pb-4 text-sm text-muted">
              {expanded && item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
