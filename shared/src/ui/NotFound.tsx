import { useEffect } from 'react';
import { Link, useLocation } from '@nyaya/shared/router';
import { Button, buttonClasses } from './Button';
import { Screen } from './Screen';
import { useGoBack } from './useGoBack';

/**
 * The app's 404 page (spec §2 "404"): the host's answer to an unknown path, and a remote's to a
 * path it owns whose values it does not know (an unknown View All sort or service). The path,
 * query included, is logged to the console as the spec asks.
 */
export function NotFound() {
  const { pathname, search } = useLocation();
  const goBack = useGoBack();
  const path = pathname + search;
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', path);
  }, [path]);
  return (
    <Screen className="flex min-h-[70vh] flex-col items-center justify-center text-center">
      <p className="text-6xl font-bold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-3 text-2xl font-bold text-ink">Oops! Page not found</h1>
      <p className="mt-2 max-w-full text-sm break-all text-muted">
        Nothing lives at <code className="rounded bg-gray-100 px-1">{path}</code>.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <Link to="/" className={buttonClasses('primary')}>
          Return to Home
        </Link>
        <Button variant="outline" onClick={goBack}>
          Go Back
        </Button>
      </div>
    </Screen>
  );
}
