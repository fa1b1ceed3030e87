import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLoaderData, useLocation, useSearchParams, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from '@nyaya/shared/router';
import { Info, SearchX } from 'lucide-react';
import { getExperts } from '@nyaya/shared/data/experts';
import {
  expertCategoryTitles,
  expertCountBanner,
  expertListTitle,
  filterExperts,
  findExpertCategory,
  hasExpertFilters,
  noExpertFilters,
  readExpertFilters,
  writeExpertFilters,
  type ExpertFilters,
} from '@nyaya/shared/rules/experts';
import type { Expert, ExpertCategoryRef } from '@nyaya/shared/types';
import { Button, buttonClasses } from '@nyaya/shared/ui/Button';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { ExpertsMarketplaceTabs } from '@nyaya/shared/ui/ExpertsMarketplaceTabs';
import { useT } from '../i18n';
import { ExpertCard } from '../components/ExpertCard';
import { ExpertCategoryLinks } from '../components/ExpertCategoryLinks';
import type { ExpertSelection } from '../components/ExpertDetailDialog';
import { ExpertFilterPanel } from '../components/ExpertFilterPanel';
import { LazyExpertDetailDialog, prefetchExpertDetailDialog } from '../components/LazyExpertDetailDialog';

export async function loader({ request }: LoaderFunctionArgs) {
  const value = new URL(request.url).searchParams.get('category');
  // An empty ?category= asks for nothing in particular: the whole list.
  if (value === null || value.trim() === '') return { found: true as const, category: null, experts: await getExperts() };
  const category = findExpertCategory(value);
  if (!category) return { found: false as const };
  return { found: true as const, category, experts: await getExperts(category.id) };
}

/** The list is the category's: a change of filters or sort only re-reads the URL, not the data. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const sameList = currentUrl.pathname === nextUrl.pathname && currentUrl.searchParams.get('category') === nextUrl.searchParams.get('category');
  return sameList ? false : defaultShouldRevalidate;
}

/** More cards than fit under the header on any phone or desktop window (see ExpertCard). */
const FIRST_SCREEN_CARDS = 4;
/**
 * Cards shown at first and added by each "Show more": the whole list is 50 cards (12,000 px on a
 * phone), and rendering them all made the app's takeover of /experts one long task on a slow phone.
 */
export const EXPERTS_PAGE_SIZE = 10;

interface Revealed {
  query: string;
  count: number;
}

/**
 * How far each visit's list was shown, kept by history entry for this tab: back from a profile,
 * the list is as long as it was, so the user is where they left it. Unreadable is one page.
 */
const revealedKey = (entry: string) => `nyaya:experts-shown:${entry}`;
function readRevealed(entry: string, query: string): Revealed {
  try {
    const stored = JSON.parse(sessionStorage.getItem(revealedKey(entry)) ?? 'null') as Partial<Revealed> | null;
    if (stored?.query === query && Number.isSafeInteger(stored.count) && stored.count! > 0) return { query, count: stored.count! };
  } catch {
    // Storage blocked or the entry mangled: start from one page.
  }
  return { query, count: EXPERTS_PAGE_SIZE };
}
function keepRevealed(entry: string, revealed: Revealed) {
  try {
    sessionStorage.setItem(revealedKey(entry), JSON.stringify(revealed));
  } catch {
    // Not kept: back from a profile shows one page again.
  }
}

export function ExpertsPage() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  const crumbToCategories = { label: t('crumb.experts'), to: '/expert-categories' };

  if (!data.found) {
    return (
      <>
        <Screen withTabs>
          <PageHeader title={t('experts.unknownCategory.title')} crumbs={[crumbToCategories, { label: t('crumb.notFound') }]} />
          <div role="status" className="rounded-2xl border border-dashed border-line bg-white p-6 text-center">
            <SearchX aria-hidden="true" className="mx-auto size-8 text-muted" />
            <p className="mt-2 font-medium text-ink">{t('experts.unknownCategory.message')}</p>
            <p className="mt-1 text-sm text-muted">{t('experts.unknownCategory.hint')}</p>
            <div className="mt-4 flex flex-col gap-2">
              <Link to="/experts" className={buttonClasses('primary', 'md')}>
                {t('experts.browseAll')}
              </Link>
              <Link to="/expert-categories" className={buttonClasses('outline', 'md')}>
                {t('experts.seeCategories')}
              </Link>
            </div>
          </div>
        </Screen>
        <ExpertsMarketplaceTabs />
      </>
    );
  }

  return (
    <>
      <Screen withTabs>
        <PageHeader
          title={data.category ? expertListTitle(data.category) : t('experts.allTitle')}
          crumbs={[crumbToCategories, { label: data.category ? expertCategoryTitles[data.category.id] : t('crumb.all') }]}
        />
        <ExpertCategoryLinks current={data.category?.id ?? null} />
        <ExpertList category={data.category} experts={data.experts} />
      </Screen>
      <ExpertsMarketplaceTabs />
    </>
  );
}

/**
 * The category's experts as the URL's filters and sort ask (each change replaces the URL, so the
 * list can be shared and survives a reload), with the count, the cards and the detail dialog.
 */
function ExpertList({ category, experts }: { category: ExpertCategoryRef | null; experts: Expert[] }) {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const [selection, setSelection] = useState<ExpertSelection | null>(null);
  // Stable, so the memoised cards are not rendered again when the dialog opens or closes.
  // A transition: the dialog renders in slices that yield to the tap's paint (issue 22, INP).
  const select = useCallback((expert: Expert, opener: HTMLElement) => startTransition(() => setSelection({ expert, opener })), []);
  const closeDialog = useCallback(() => setSelection(null), []);
  const query = searchParams.toString();
  const filters = useMemo(() => readExpertFilters(new URLSearchParams(query)), [query]);
  const shown = useMemo(() => filterExperts(experts, filters), [experts, filters]);
  const filtered = hasExpertFilters(filters);
  // How many cards are out, for this URL's list: new filters or a new sort start from one page again.
  const entry = useLocation().key;
  const [revealed, setRevealed] = useState(() => readRevealed(entry, query));
  const limit = revealed.query === query ? revealed.count : EXPERTS_PAGE_SIZE;
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    // After "Show more", the keyboard goes on from the first card just shown, not from the list's end.
    if (focusFrom.current === null) return;
    listRef.current?.children[focusFrom.current]?.querySelector<HTMLButtonElement>('h2 button')?.focus();
    focusFrom.current = null;
  }, [limit]);
  const showMore = () => {
    focusFrom.current = limit;
    const next = { query, count: limit + EXPERTS_PAGE_SIZE };
    keepRevealed(entry, next);
    setRevealed(next);
  };
  const hidden = Math.max(0, shown.length - limit);

  const applyFilters = (next: ExpertFilters) => setSearchParams((previous) => writeExpertFilters(previous, next), { replace: true, preventScrollReset: true });
  const clearFilters = () => applyFilters({ ...noExpertFilters, sort: filters.sort });

  return (
    <>
      <ExpertFilterPanel experts={experts} filters={filters} onChange={applyFilters} onClear={clearFilters} />
      <p className="mt-3 flex items-center gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800">
        <Info aria-hidden="true" className="size-4 shrink-0" />
        {expertCountBanner(shown.length, category)}
      </p>
      {/* Said as the filters change, so a screen reader hears how many are left without looking. */}
      <p role="status" className={filtered ? 'mt-2 text-sm text-muted' : 'sr-only'}>
        {filtered ? t('filters.matches', { count: shown.length, total: experts.length }) : ''}
      </p>
      {experts.length === 0 ? (
        <div role="status" className="mt-4 rounded-2xl border border-dashed border-line bg-white p-6 text-center">
          <p className="font-medium text-ink">{t('experts.empty')}</p>
          <Link to="/experts" className={buttonClasses('secondary', 'sm', 'mt-3')}>
            {t('experts.browseAll')}
          </Link>
        </div>
      ) : shown.length === 0 ? (
        <div className="mt-4 rounded-2xl border border-dashed border-line bg-white p-6 text-center">
          <SearchX aria-hidden="true" className="mx-auto size-8 text-muted" />
          <p className="mt-2 font-medium text-ink">{t('filters.none')}</p>
          <p className="mt-1 text-sm text-muted">{t('filters.noneHint')}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={clearFilters}>
            {t('filters.clear')}
          </Button>
        </div>
      ) : (
        <>
          <ul
            ref={listRef}
            aria-label={t('experts.listLabel')}
            className="mt-4 flex flex-col gap-3"
            onPointerOver={prefetchExpertDetailDialog}
            onFocus={prefetchExpertDetailDialog}
          >
            {shown.slice(0, limit).map((expert, index) => (
              <li key={expert.id}>
                <ExpertCard expert={expert} belowFirstScreen={index >= FIRST_SCREEN_CARDS} onSelect={select} />
              </li>
            ))}
          </ul>
          {hidden > 0 && (
            <div className="mt-4 flex flex-col items-center gap-2">
              <p className="text-sm text-muted">{t('experts.shownOf', { shown: limit, total: shown.length })}</p>
              <Button variant="outline" size="md" className="w-full" onClick={showMore}>
                {t('experts.showMore', { count: Math.min(EXPERTS_PAGE_SIZE, hidden) })}
              </Button>
            </div>
          )}
        </>
      )}
      <p className="mt-6 text-xs text-muted">
        {filters.sort ? t('experts.disclaimer.sorted') : t('experts.disclaimer.order')} {t('experts.disclaimer.endorsement')}
      </p>
      <LazyExpertDetailDialog selection={selection} onClose={closeDialog} />
    </>
  );
}

export const Component = ExpertsPage;
