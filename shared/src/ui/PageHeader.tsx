import type { ReactNode } from 'react';
import { Link } from '@nyaya/shared/router';
import { ArrowLeft, ChevronRight } from 'lucide-react';
import { useKitT } from './i18n';
import { cn } from './cn';
import { useGoBack } from './useGoBack';

const crumbLinkClasses = 'block min-h-11 rounded px-1.5 leading-11 hover:text-brand-700 hover:underline';

/**
 * How far a crumb may shrink. Middle crumbs give way eight times faster than the current page's
 * name. Each keeps room for its chevron and a few letters, a link for a 44 px target, so cut
 * crumbs never overlap: a crumb's item cannot find that minimum from its nowrap text itself.
 */
function crumbWidth(crumb: Crumb, last: boolean) {
  if (last) return 'min-w-9 shrink';
  return crumb.to ? 'min-w-[3.625rem] shrink-[8]' : 'min-w-9 shrink-[8]';
}

export interface Crumb {
  label: string;
  to?: string;
}

/**
 * The header of every screen except home: a back button (history back, else `backTo`), the
 * breadcrumb starting at Home, and the screen's title as its only h1.
 */
export function PageHeader({
  title,
  crumbs = [],
  backTo = '/',
  onBack,
  subtitle,
  actions,
}: {
  title: string;
  crumbs?: Crumb[];
  backTo?: string;
  onBack?: () => void;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  const t = useKitT();
  const goBack = useGoBack(backTo);
  return (
    <header className="mb-4">
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={onBack ?? goBack}
          aria-label={t('ui.back')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-gray-100"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </button>
        <nav aria-label={t('ui.breadcrumb')} className="min-w-0 flex-1">
          {/* One line at any width: middle crumbs give way first, then the current page's name.
              Truncation is visual only, so each link's accessible name stays whole; `title`
              shows a cut name on hover. Links are 44 px tall and at least as wide (a touch target). */}
          <ol className="flex min-w-0 items-center text-sm whitespace-nowrap text-muted">
            <li className="shrink-0">
              {/* "होम" is narrower than "Home": the minimum width keeps it a full touch target. */}
              <Link to="/" className={cn(crumbLinkClasses, 'min-w-11 text-center')}>
                {t('ui.home')}
              </Link>
            </li>
            {crumbs.map((crumb, index) => {
              const last = index === crumbs.length - 1;
              return (
                <li key={`${crumb.label}-${index}`} className={cn('flex items-center', crumbWidth(crumb, last))}>
                  <ChevronRight aria-hidden="true" className="size-3.5 shrink-0" />
                  {crumb.to ? (
                    <Link to={crumb.to} title={crumb.label} className={cn(crumbLinkClasses, 'min-w-11 truncate')}>
                      {crumb.label}
                    </Link>
                  ) : (
                    <span aria-current={last ? 'page' : undefined} title={crumb.label} className={cn('min-w-0 truncate px-1', last && 'text-ink')}>
                      {crumb.label}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
        {actions}
      </div>
      <h1 className="mt-2 text-2xl font-bold break-words text-ink">{title}</h1>
      {subtitle && <div className="mt-1 text-sm text-muted">{subtitle}</div>}
    </header>
  );
}
