import type { ReactNode } from 'react';
import { Link } from '@nyaya/shared/router';
import { buttonClasses } from '@nyaya/shared/ui/Button';

/**
 * A signed-in user's empty list: what will appear here, and a link to where that starts (the
 * kit's EmptyState offers only a button, and these lead to another screen).
 */
export function StartHere({ title, children, to, action }: { title: string; children: ReactNode; to?: string; action?: string }) {
  return (
    <div role="status" className="rounded-2xl border border-dashed border-line bg-white p-6 text-center">
      <p className="font-medium text-ink">{title}</p>
      <p className="mt-1 text-sm text-muted">{children}</p>
      {to && action && (
        <Link to={to} className={buttonClasses('secondary', 'sm', 'mt-3')}>
          {action}
        </Link>
      )}
    </div>
  );
}
