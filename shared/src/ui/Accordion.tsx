import type { ReactNode } from 'react';
import * as RadixAccordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

/** Expandable questions (FAQs): headings with buttons, aria-expanded, arrow-key navigation. */
export function Accordion({ items }: { items: AccordionItem[] }) {
  return (
    <RadixAccordion.Root type="multiple" className="divide-y divide-line rounded-2xl border border-line bg-white">
      {items.map((item) => (
        <RadixAccordion.Item key={item.id} value={item.id}>
          <RadixAccordion.Header>
            <RadixAccordion.Trigger className="group flex min-h-12 w-full items-center justify-between gap-3 px-4 text-left text-sm font-medium text-ink">
              {item.title}
              <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted transition-transform group-data-[state=open]:rotate-180" />
            </RadixAccordion.Trigger>
          </RadixAccordion.Header>
          <RadixAccordion.Content className="px-4 pb-4 text-sm text-muted">{item.content}</RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
