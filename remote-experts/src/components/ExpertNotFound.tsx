import { Link } from '@nyaya/shared/router';
import { SearchX } from 'lucide-react';
import { buttonClasses } from '@nyaya/shared/ui/Button';
import { useT } from '../i18n';

/**
 * What /lawyer-profile/{slug} shows when no expert has that slug: an old or mistyped link, never
 * someone else's profile. The slug itself is not repeated: it may be anything, of any length.
 */
export function ExpertNotFound() {
  const t = useT();
  return (
    <div role="status" className="rounded-2xl border border-dashed border-line bg-white p-6 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-8 text-muted" />
      <p className="mt-2 font-medium text-ink">{t('notFound.message')}</p>
      <p className="mt-1 text-sm text-muted">{t('notFound.hint')}</p>
      <Link to="/experts" className={buttonClasses('primary', 'md', 'mt-4 w-full')}>
        {t('notFound.browse')}
      </Link>
    </div>
  );
}
