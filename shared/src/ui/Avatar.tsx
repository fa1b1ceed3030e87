import { cn } from './cn';

/** Initials of a name: "Adv. Priya Sharma" → "PS" (titles with a dot are skipped). */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word && !word.endsWith('.'));
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return (
    letters
      .map((word) => Array.from(word ?? '')[0] ?? '')
      .join('')
      .toUpperCase() || '?'
  );
}

const sizes = { sm: 'size-9 text-sm', md: 'size-12 text-base', lg: 'size-16 text-xl' } as const;

export function Avatar({ name, initials, size = 'md', className }: { name: string; initials?: string; size?: keyof typeof sizes; className?: string }) {
  return (
    <span
      aria-hidden="true"
      title={name}
      className={cn('inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800', sizes[size], className)}
    >
      {initials || initialsOf(name)}
    </span>
  );
}
