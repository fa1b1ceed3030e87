import { Link } from '@nyaya/shared/router';
import type { ExpertCategoryId } from '@nyaya/shared/types';
import { expertCategoryTitles } from '@nyaya/shared/rules/experts';
import { cn } from '@nyaya/shared/ui/cn';
import { useT } from '../i18n';

const ids: (ExpertCategoryId | null)[] = [null, ...(Object.keys(expertCategoryTitles) as ExpertCategoryId[])];

/**
 * Chips that move between the five categories (they are links: each is its own URL). The row
 * scrolls sideways when the words do not fit (Hindi runs longer); each chip is a 44 px target.
 */
export function ExpertCategoryLinks({ current }: { current: ExpertCategoryId | null }) {
  const t = useT();
  return (
    <nav aria-label={t('experts.categoryNav')} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex gap-2 pb-1">
        {ids.map((id) => {
          const active = id === current;
          const label = id ? expertCategoryTitles[id] : t('crumb.all');
          return (
            <li key={id ?? 'all'}>
              <Link
                to={id ? `/experts?category=${id}` : '/experts'}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border px-3 text-sm font-medium whitespace-nowrap',
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
