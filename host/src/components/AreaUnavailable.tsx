import { useState } from 'react';
import { Link } from '@nyaya/shared/router';
import { CloudOff } from 'lucide-react';
import { Button, buttonClasses } from '@nyaya/shared/ui/Button';
import { Screen } from '@nyaya/shared/ui/Screen';
import { areaTitles, type AreaName } from '../federation/areaOwners';

/** What a user sees when an area's remote cannot be loaded: which area, and a real Retry. */
export function AreaUnavailable({ area, onRetry }: { area: AreaName; onRetry: () => Promise<void> | void }) {
  const [retrying, setRetrying] = useState(false);
  return (
    <Screen>
      <section role="alert" aria-labelledby="area-unavailable-title" className="mt-10 rounded-2xl border border-line bg-white p-6 text-center">
        <CloudOff aria-hidden="true" className="mx-auto size-10 text-muted" />
        <h1 id="area-unavailable-title" className="mt-3 text-xl font-bold text-ink">
          {areaTitles[area]} is unavailable
        </h1>
        <p className="mt-2 text-sm text-muted">We couldn't load this part of Nyaya. Check your connection and try again; the rest of the app still works.</p>
        <div className="mt-5 flex flex-wrap justify-center gap-2">
          <Button
            disabled={retrying}
            onClick={async () => {
              setRetrying(true);
              try {
                await onRetry();
              } finally {
                setRetrying(false);
              }
            }}
          >
            {retrying ? 'Retrying…' : 'Retry'}
          </Button>
          <Link to="/" className={buttonClasses('outline')}>
            Return to Home
          </Link>
        </div>
      </section>
    </Screen>
  );
}
