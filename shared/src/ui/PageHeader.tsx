import type { ReactNode } from 'react';
import { Link } from '@nyaya/shared/router';
import { ArrowLeft, ChevronRight } from 'lucide-react';
import { useKitT } from './i18n';
import { cn } from './cn';
import { useGoBack } from './useGoBack';

// A 44 px target however the crumbs wrap; a name longer than the row breaks rather than spilling.
const crumbLinkClasses = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded px-1.5 break-words hover:text-brand-700 hover:underline';

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
      {/* Top-aligned: the back and close buttons stay beside the first line of crumbs when they wrap. */}
      <div className="flex items-start gap-2">
        <button
          type="button"
          onClick={onBack ?? goBack}
          aria-label={t('ui.back')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-gray-100"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </button>
        <nav aria-label={t('ui.breadcrumb')} className="min-w-0 flex-1">
          {/* Crumbs wrap onto a second line rather than being cut ("Exp…" at 390 px, issue 24):
              every name is whole on screen, and each link stays a 44 px target. */}
          <ol className="flex min-w-0 flex-wrap items-center text-sm text-muted">
            <li className="flex items-center">
              {/* "होम" is narrower than "Home": the minimum width keeps it a full touch target. */}
              <Link to="/" className={crumbLinkClasses}>
                {t('ui.home')}
              </Link>
            </li>
            {crumbs.map((crumb, index) => {
              const last = index === crumbs.length - 1;
              return (
                <li key={`${crumb.label}-${index}`} className="flex min-w-0 items-center">
                  <ChevronRight aria-hidden="true" className="size-3.5 shrink-0" />
                  {crumb.to ? (
                    <Link to={crumb.to} className={crumbLinkClasses}>
                      {crumb.label}
                    </Link>
                  ) : (
                    <span
                      aria-current={last ? 'page' : undefined}
                      className={cn('inline-flex min-h-11 min-w-0 items-center px-1 break-words', last && 'text-ink')}
                    >
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
