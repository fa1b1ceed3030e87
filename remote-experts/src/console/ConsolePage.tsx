import { useCallback, useState } from 'react';
import { Link, useSearchParams } from '@nyaya/shared/router';
import { Flag } from 'lucide-react';
import { accountDisplayName } from '@nyaya/shared/account';
import { ConsoleListSchema, apiPaths, type Account } from '@nyaya/shared/api';
import { marketplaceDetailTexts } from '@nyaya/shared/data/marketplace/detailTexts';
import { useApiRead } from '@nyaya/shared/hooks/useApiRead';
import { useRefreshWhileVisible } from '@nyaya/shared/hooks/useRefreshWhileVisible';
import { defineTexts } from '@nyaya/shared/i18n';
import { buttonClasses } from '@nyaya/shared/ui/Button';
import { EmptyState } from '@nyaya/shared/ui/EmptyState';
import { FilterChips } from '@nyaya/shared/ui/FilterChips';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { ConsoleGate } from './ConsoleGate';
import { ConsoleReadState } from './ConsoleReadState';
import { ConsoleTable } from './ConsoleTable';
import { TodaysConsultations } from './TodaysConsultations';
import { t, useT } from './i18n';
import { consoleFilterCounts, consoleFilters, filterConsoleItems, readConsoleFilter, writeConsoleFilter, type ConsoleFilter } from './statusFilter';

// The steps' and services' names are the marketplace's data texts: this chunk brings their Hindi.
defineTexts(marketplaceDetailTexts);

const filterLabels: Record<ConsoleFilter, () => string> = {
  all: () => t('status.all'),
  active: () => t('status.active'),
  completed: () => t('status.completed'),
  cancelled: () => t('status.cancelled'),
};

/** `/console?status=`: the signed-in expert's orders and consultations (ConsoleGate for anyone else). */
export function ConsolePage() {
  const t = useT();
  return (
    <ConsoleGate title={t('console.title')} crumbs={[{ label: t('console.title') }]}>
      {(account) => <ConsoleList account={account} />}
    </ConsoleGate>
  );
}

/**
 * The list, newest first, filtered by the URL's status (chips that replace the URL, so a filter
 * survives a reload and can be shared). New work shows up while the page is open (asked again on
 * focus and every 15 s); what is on screen stays while it asks, or if asking fails.
 */
function ConsoleList({ account }: { account: Account }) {
  const t = useT();
  const read = useApiRead(apiPaths.console, ConsoleListSchema);
  // The clock the day's consultations are read at moves with each refresh (a console left open past midnight).
  const [now, setNow] = useState(() => Date.now());
  const { retry } = read;
  const refresh = useCallback(() => {
    retry();
    setNow(Date.now());
  }, [retry]);
  useRefreshWhileVisible(refresh);
  const [params, setParams] = useSearchParams();
  const filter = readConsoleFilter(params);
  const choose = (next: ConsoleFilter) => setParams((previous) => writeConsoleFilter(previous, next), { replace: true, preventScrollReset: true });
  const items = read.data?.items;

  return (
    <Screen>
      <PageHeader
        title={t('console.title')}
        crumbs={[{ label: t('console.title') }]}
        subtitle={t('console.signedInAs', { name: accountDisplayName(account) })}
      />
      {/* Experts are the reviewers of reported content (issue 26). */}
      <Link to="/console/reports" className={buttonClasses('outline', 'sm', 'mb-4 self-start')}>
        <Flag aria-hidden="true" className="size-4" /> {t('console.reportsLink')}
      </Link>
      {items === undefined ? (
        <ConsoleReadState read={read} loading={t('list.loading')} />
      ) : items.length === 0 ? (
        <EmptyState title={t('list.empty.title')}>{t('list.empty.text')}</EmptyState>
      ) : (
        <>
          <TodaysConsultations items={items} now={now} />
          <FilterChips
            label={t('list.filter')}
            options={consoleFilters}
            value={filter}
            onChange={choose}
            counts={consoleFilterCounts(items)}
            labelOf={(option) => filterLabels[option]()}
          />
          {filterConsoleItems(items, filter).length === 0 ? (
            <div className="mt-4">
              <EmptyState title={t('list.none.title')} actionLabel={t('list.none.showAll')} onAction={() => choose('all')} />
            </div>
          ) : (
            <ConsoleTable items={filterConsoleItems(items, filter)} />
          )}
        </>
      )}
    </Screen>
  );
}

export const Component = ConsolePage;
