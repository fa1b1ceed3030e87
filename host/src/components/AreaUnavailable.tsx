import { useState } from 'react';
import { Link } from '@nyaya/shared/router';
import { CloudOff } from 'lucide-react';
import { Button, buttonClasses } from '@nyaya/shared/ui/Button';
import { Screen } from '@nyaya/shared/ui/Screen';
import type { AreaName } from '../federation/areaOwners';
import { useT } from '../errors/i18n';

/** What the user calls each area when it is unavailable, in one sentence each. */
const titles = {
  info: 'areaUnavailable.title.info',
  life: 'areaUnavailable.title.life',
  experts: 'areaUnavailable.title.experts',
  marketplace: 'areaUnavailable.title.marketplace',
} as const satisfies Record<AreaName, string>;

/** What a user sees when an area's remote cannot be loaded: which area, and a real Retry. */
export function AreaUnavailable({ area, onRetry }: { area: AreaName; onRetry: () => Promise<void> | void }) {
  const t = useT();
  const [retrying, setRetrying] = useState(false);
  return (
    <Screen>
      <section role="alert" aria-labelledby="area-unavailable-title" className="mt-10 rounded-2xl border border-line bg-white p-6 text-center">
        <CloudOff aria-hidden="true" className="mx-auto size-10 text-muted" />
        <h1 id="area-unavailable-title" className="mt-3 text-xl font-bold text-ink">
          {t(titles[area])}
        </h1>
        <p className="mt-2 text-sm text-muted">{t('areaUnavailable.body')}</p>
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
            {retrying ? t('areaUnavailable.retrying') : t('errors.retry')}
          </Button>
          <Link to="/" className={buttonClasses('outline')}>
            {t('errors.returnHome')}
          </Link>
        </div>
      </section>
    </Screen>
  );
}
