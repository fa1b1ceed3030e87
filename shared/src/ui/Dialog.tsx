import { useState, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useKitT } from './i18n';

/**
 * A modal dialog (Radix): focus is trapped inside, Escape and a click outside close it, and focus
 * returns to whatever opened it. On phones it rises from the bottom as a sheet.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  returnFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** where focus goes on close when what opened the dialog is gone (the row a delete removed) */
  returnFocus?: () => HTMLElement | null;
  children: ReactNode;
}) {
  // Opened from outside (no Radix Trigger), so remember what had focus and give it back on close.
  // Captured while rendering the opening (state updated during render, as React documents for
  // "adjusting state when a prop changes"): by the time effects run, Radix has moved focus inside.
  const t = useKitT();
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open && typeof document !== 'undefined' && document.activeElement instanceof HTMLElement) setOpener(document.activeElement);
  }
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          onCloseAutoFocus={(event) => {
            const target = opener?.isConnected ? opener : returnFocus?.();
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
          className="fixed inset-x-0 bottom-0 z-50 mx-auto max-h-[90vh] w-full max-w-md overflow-y-auto rounded-t-3xl bg-white p-5 shadow-xl outline-none sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2 sm:rounded-3xl"
        >
          <div className="flex items-start justify-between gap-3">
            <RadixDialog.Title className="text-lg font-semibold break-words text-ink">{title}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label={t('ui.close')}
              className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-gray-100"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-muted">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
