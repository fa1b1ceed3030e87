import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../cn';

const legendSizes = {
  /** a group inside a form (a day, a mode, a slot) */
  md: 'text-base font-semibold text-ink',
  /** a form's own part, as a section heading */
  lg: 'mb-3 text-lg font-semibold text-ink',
} as const;

/**
 * A group of fields under one name: a fieldset and its legend, so a screen reader says the
 * group's name on entering it. The fields stack with a gap; `min-w-0` keeps a fieldset (whose
 * default minimum is its content's width) from pushing a 360 px screen sideways.
 */
export function FormSection({
  legend,
  size = 'md',
  className,
  children,
  ...props
}: Omit<ComponentProps<'fieldset'>, 'children'> & { legend: ReactNode; size?: keyof typeof legendSizes; children: ReactNode }) {
  return (
    <fieldset {...props} className={cn('flex min-w-0 flex-col gap-4', className)}>
      <legend className={legendSizes[size]}>{legend}</legend>
      {children}
    </fieldset>
  );
}
