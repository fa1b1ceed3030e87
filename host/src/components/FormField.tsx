import type { ReactNode } from 'react';

/** The look of the account screens' text inputs and selects (44 px tall, a red edge when refused). */
export const controlClasses = 'block min-h-11 w-full min-w-0 rounded-xl border border-line bg-white px-3 text-base text-ink aria-[invalid=true]:border-red-600';

/** The ids a control names in `aria-describedby`: its hint and, when there is one, its message. */
export function describedBy(id: string, hint: boolean, message: string | null): string | undefined {
  return [hint ? `${id}-hint` : '', message ? `${id}-message` : ''].filter(Boolean).join(' ') || undefined;
}

/**
 * A labelled form row of the account screens: label, the control, a hint and the message of what
 * is wrong, each tied to the control by id (the control passes `describedBy(id, …)`).
 */
export function FormField({ id, label, hint, message, children }: { id: string; label: string; hint?: string; message: string | null; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="mt-1">{children}</div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-message`} className="mt-1 text-sm font-medium text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
