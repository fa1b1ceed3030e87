import type { ComponentProps } from 'react';

/** A labelled intake input whose message is announced and tied to it with aria-describedby. */
export function IntakeField({
  id,
  label,
  message,
  ...input
}: { id: string; label: string; message: string | null } & Omit<ComponentProps<'input'>, 'id'>) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={message !== null}
        aria-describedby={message ? `${id}-message` : undefined}
        className="mt-1 block min-h-11 w-full rounded-xl border border-line bg-white px-3 text-base text-ink aria-[invalid=true]:border-red-600"
        {...input}
      />
      {message && (
        <p id={`${id}-message`} className="mt-1 text-sm font-medium text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
