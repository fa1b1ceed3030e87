import type { ReactNode } from 'react';
import { Link } from '@nyaya/shared/router';
import { ArrowLeft, ChevronRight } from 'lucide-react';
import { useGoBack } from './useGoBack';

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
  const goBack = useGoBack(backTo);
  return (
    <header className="mb-4">
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={onBack ?? goBack}
          aria-label="Go back"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-gray-100"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </button>
        <nav aria-label="Breadcrumb" className="min-w-0 flex-1">
          <ol className="flex min-w-0 flex-wrap items-center gap-1 text-sm text-muted">
            <li>
              <Link to="/" className="rounded hover:text-brand-700 hover:underline">
                Home
              </Link>
            </li>
            {crumbs.map((crumb, index) => (
              <li key={`${crumb.label}-${index}`} className="flex min-w-0 items-center gap-1">
                <ChevronRight aria-hidden="true" className="size-3.5 shrink-0" />
                {crumb.to ? (
                  <Link to={crumb.to} className="truncate rounded hover:text-brand-700 hover:underline">
                    {crumb.label}
                  </Link>
                ) : (
                  <span aria-current={index === crumbs.length - 1 ? 'page' : undefined} className="truncate text-ink">
                    {crumb.label}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        {actions}
      </div>
      <h1 className="mt-2 text-2xl font-bold break-words text-ink">{title}</h1>
      {subtitle && <div className="mt-1 text-sm text-muted">{subtitle}</div>}
    </header>
  );
}
