import type { ComponentProps } from 'react';
import { cn } from './cn';

const variants = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-gray-300 disabled:text-gray-600',
  secondary: 'bg-brand-50 text-brand-700 hover:bg-brand-100 disabled:text-gray-500',
  outline: 'border border-line bg-white text-ink hover:bg-gray-50 disabled:text-gray-500',
  ghost: 'bg-transparent text-ink hover:bg-gray-100 disabled:text-gray-500',
  danger: 'bg-red-600 text-white hover:bg-red-700',
} as const;

// Every size is at least 44 × 44 px, the touch target WCAG 2.5.5 asks for; `sm` is only tighter
// around its text, not shorter.
const sizes = {
  sm: 'min-h-11 min-w-11 px-3 text-sm',
  md: 'min-h-11 min-w-11 px-4 text-sm',
  lg: 'min-h-12 min-w-12 px-5 text-base',
  icon: 'size-11 p-0',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/** Classes of a button, for links that look like buttons. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-xl font-medium transition-colors disabled:cursor-not-allowed',
    variants[variant],
    sizes[size],
    className,
  );
}

export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
