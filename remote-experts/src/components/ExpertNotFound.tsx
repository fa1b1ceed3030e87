import { Link } from '@nyaya/shared/router';
import { SearchX } from 'lucide-react';
import { buttonClasses } from '@nyaya/shared/ui/Button';

/**
 * What /lawyer-profile/{slug} shows when no expert has that slug: an old or mistyped link, never
 * someone else's profile. The slug itself is not repeated: it may be anything, of any length.
 */
export function ExpertNotFound() {
  return (
    <div role="status" className="rounded-2xl border border-dashed border-line bg-white p-6 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-8 text-muted" />
      <p className="mt-2 font-medium text-ink">There is no expert at this address.</p>
      <p className="mt-1 text-sm text-muted">The link may be old or mistyped. Every expert is listed on the experts page.</p>
      <Link to="/experts" className={buttonClasses('primary', 'md', 'mt-4 w-full')}>
        Browse all experts
      </Link>
    </div>
  );
}
