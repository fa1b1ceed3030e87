import { clsx, type ClassValue } from 'clsx';

/** Join class names; later classes are expected not to conflict with earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
