import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../cn';
import { useFormT } from './i18n';

/**
 * The look of every text input, textarea and native select: 44 px tall (the touch target WCAG
 * 2.5.5 asks for), full width without pushing a 360 px screen sideways, 16 px text (iOS zooms into
 * anything smaller), and a red edge when refused. Focus is the theme's outline on every control.
 */
export const controlClasses = 'block min-h-11 w-full min-w-0 rounded-xl border border-line bg-white px-3 text-base text-ink aria-[invalid=true]:border-red-600';

/** What a control inside a Field takes from it: its id, what describes it, and whether it is refused. */
export interface FieldControl {
  id: string;
  /** the Field's own descriptions (hint, note, message), in reading order */
  describedBy: string[];
  invalid: boolean;
}

const FieldContext = createContext<FieldControl | null>(null);

/**
 * The id, aria-describedby and aria-invalid of a control: the surrounding Field's, joined with
 * what the control adds itself (`own`: suffixes of its id, e.g. `prefix` for its +91) and what
 * it is given. Outside a Field, the props as given.
 */
export function useFieldControl(
  props: { id?: string; 'aria-describedby'?: string; 'aria-invalid'?: ComponentProps<'input'>['aria-invalid'] },
  own: string[] = [],
) {
  const field = useContext(FieldContext);
  const id = props.id ?? field?.id;
  const describedBy = [
    ...(id ? own.map((suffix) => `${id}-${suffix}`) : []),
    ...(props['aria-describedby']?.split(' ') ?? []),
    ...(field?.describedBy ?? []),
  ].filter(Boolean);
  return {
    id,
    'aria-describedby': describedBy.length ? [...new Set(describedBy)].join(' ') : undefined,
    'aria-invalid': props['aria-invalid'] ?? field?.invalid,
  };
}

/**
 * A field's message of what is wrong, tied to its control by id; nothing when all is well.
 * `announce` makes it an alert, for a message that appears while the user types (a screen
 * reader would not otherwise hear it until it comes back to the field).
 */
export function FieldMessage({ id, message, announce }: { id: string; message: string | null | undefined; announce?: boolean }) {
  if (!message) return null;
  return (
    <p id={id} role={announce ? 'alert' : undefined} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/**
 * One form row: the label, the control (children: a TextInput, TextArea or NativeSelect, which
 * take their id and descriptions from here), a hint, a note and the message of what is wrong.
 * The control is described by the hint, the note and the message, in that order, and is
 * aria-invalid exactly while there is a message.
 */
export function Field({
  id,
  label,
  optional,
  hint,
  note,
  message,
  announce,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  /** adds "(optional)" to the label */
  optional?: boolean;
  hint?: ReactNode;
  /** a second description, shown in body text after the hint (a consequence of the value, say) */
  note?: ReactNode;
  message?: string | null;
  /** the message is an alert (see FieldMessage) */
  announce?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const t = useFormT();
  const control: FieldControl = {
    id,
    describedBy: [hint ? `${id}-hint` : '', note ? `${id}-note` : '', message ? `${id}-message` : ''].filter(Boolean),
    invalid: Boolean(message),
  };
  return (
    <div className={cn('min-w-0', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {/* The space outside the span: a screen reader's name is then "Email (optional)", not "Email(optional)". */}
        {optional && (
          <>
            {' '}
            <span className="font-normal text-muted">{t('form.optional')}</span>
          </>
        )}
      </label>
      <div className="mt-1">
        <FieldContext.Provider value={control}>{children}</FieldContext.Provider>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {note && (
        <p id={`${id}-note`} className="mt-1 text-sm text-ink">
          {note}
        </p>
      )}
      <FieldMessage id={`${id}-message`} message={message} announce={announce} />
    </div>
  );
}
