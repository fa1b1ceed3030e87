import type { ComponentProps } from 'react';
import { cn } from '../cn';
import { useFormT } from './i18n';
import { controlClasses, useFieldControl } from './Field';

/**
 * The browser's own select in the kit's look: the phone's own picker, and what autofill and
 * screen readers know best (the kit's Radix Select is for filters). Options are its children;
 * `placeholder` adds a first, empty option ("Choose…" unless told), so that nothing is chosen
 * for the user and a required select refuses to go on until something is.
 */
export function NativeSelect({ className, placeholder, children, ...props }: ComponentProps<'select'> & { placeholder?: string | true }) {
  const t = useFormT();
  const { id, 'aria-describedby': describedBy, 'aria-invalid': invalid } = useFieldControl(props);
  return (
    <select {...props} id={id} aria-describedby={describedBy} aria-invalid={invalid} className={cn(controlClasses, className)}>
      {placeholder !== undefined && <option value="">{placeholder === true ? t('form.choose') : placeholder}</option>}
      {children}
    </select>
  );
}
