import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../cn';
import { controlClasses, useFieldControl } from './Field';

/**
 * A text input in the kit's look. Inside a Field it takes the Field's id and descriptions.
 * `prefix` is fixed text before the value (`+91` before a mobile number): shown joined to the
 * input, and read with it (the input is described by it).
 */
export function TextInput({ prefix, className, ...props }: Omit<ComponentProps<'input'>, 'prefix'> & { prefix?: ReactNode }) {
  const { id, 'aria-describedby': describedBy, 'aria-invalid': invalid } = useFieldControl(props, prefix !== undefined ? ['prefix'] : []);
  const input = (
    <input
      {...props}
      id={id}
      aria-describedby={describedBy}
      aria-invalid={invalid}
      className={cn(controlClasses, prefix !== undefined && 'rounded-l-none', className)}
    />
  );
  if (prefix === undefined) return input;
  return (
    <div className="flex items-stretch">
      <span
        id={id ? `${id}-prefix` : undefined}
        className="inline-flex items-center rounded-l-xl border border-r-0 border-line bg-gray-50 px-3 text-base text-ink"
      >
        {prefix}
      </span>
      {input}
    </div>
  );
}

/** A multi-line text input in the kit's look (three lines unless told), taking its Field's id and descriptions. */
export function TextArea({ className, rows = 3, ...props }: ComponentProps<'textarea'>) {
  const { id, 'aria-describedby': describedBy, 'aria-invalid': invalid } = useFieldControl(props);
  return <textarea rows={rows} {...props} id={id} aria-describedby={describedBy} aria-invalid={invalid} className={cn(controlClasses, 'py-2', className)} />;
}
