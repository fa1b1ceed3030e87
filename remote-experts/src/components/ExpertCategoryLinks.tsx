import { Link } from '@nyaya/shared/router';
import type { ExpertCategoryId } from '@nyaya/shared/types';
import { expertCategoryTitles } from '@nyaya/shared/rules/experts';
import { cn } from '@nyaya/shared/ui/cn';

const choices: { id: ExpertCategoryId | null; label: string }[] = [
  { id: null, label: 'All' },
  ...(Object.entries(expertCategoryTitles) as [ExpertCategoryId, string][]).map(([id, label]) => ({ id, label })),
];

/** Chips that move between the five categories (they are links: each is its own URL). */
export function ExpertCategoryLinks({ current }: { current: ExpertCategoryId | null }) {
  return (
    <nav aria-label="Expert categories" className="-mx-4 overflow-x-auto px-4">
      <ul className="flex gap-2 pb-1">
        {choices.map(({ id, label }) => {
          const active = id === current;
          return (
            <li key={label}>
              <Link
                to={id ? `/experts?category=${id}` : '/experts'}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-9 items-center rounded-full border px-3 text-sm font-medium whitespace-nowrap',
                  active ? 'border-brand-600 bg-brand-600 text-white' : 'border-line bg-white text-ink hover:border-brand-500',
                )}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
