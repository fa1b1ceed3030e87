import { useEffect } from 'react';
import { Link, useSearchParams } from '@nyaya/shared/router';
import { truncateQuery } from '@nyaya/shared/rules/textSearch';
import { searchKindOrder, type SearchKind } from '@nyaya/shared/search';
import { EmptyState } from '@nyaya/shared/ui/EmptyState';
import { FilterChips } from '@nyaya/shared/ui/FilterChips';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { SearchInput } from '@nyaya/shared/ui/SearchInput';
import { useT as useHostT } from '../i18n';
import { translateText, useT } from '../search/i18n';
import { rememberSearch } from '../search/recentSearches';
import { displayQuery, SearchResultIcon, searchKindLabel, searchSuggestions, subtitleText } from '../search/SearchResultIcon';
import { useSearch } from '../search/useSearch';

const isKind = (value: string | null): value is SearchKind => searchKindOrder.includes(value as SearchKind);

/** /search?q=…&kind=…: every result of a query, grouped by kind, with a chip per kind. */
export function SearchPage() {
  const t = useT();
  const tHost = useHostT();
  const [params, setParams] = useSearchParams();
  // A link may carry any length; the box and the search take at most SEARCH_MAX_LENGTH.
  const query = truncateQuery(params.get('q') ?? '');
  const kindParam = params.get('kind');
  const kind = isKind(kindParam) ? kindParam : null;
  const results = useSearch(query, true);
  const settled = results.ready && results.query === query;
  const groups = results.groups.filter((group) => !kind || group.kind === kind);
  const total = results.groups.reduce((sum, group) => sum + group.total, 0);
  const all = t('search.page.all');
  const chipLabels = [all, ...results.groups.map((group) => searchKindLabel(group.kind))];

  useEffect(() => {
    if (query.trim()) rememberSearch(query);
  }, [query]);

  function update(next: { q?: string; kind?: SearchKind | null }) {
    const q = next.q ?? query;
    const k = next.kind === undefined ? kind : next.kind;
    setParams(q.trim() ? { q, ...(k ? { kind: k } : {}) } : {}, { replace: true });
  }

  return (
    <Screen>
      <PageHeader title={t('search.page.title')} crumbs={[{ label: t('search.page.title') }]} />
      <SearchInput
        label={t('search.page.inputLabel')}
        placeholder={tHost('search.box.placeholder')}
        value={query}
        onValueChange={(q) => update({ q })}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- this screen is where one types a query; focus goes to its box only while it is empty
        autoFocus={!query}
      />
      {query.trim() && settled && total > 0 && (
        <div className="mt-3">
          <FilterChips
            label={t('search.page.filterLabel')}
            options={chipLabels}
            value={kind ? searchKindLabel(kind) : all}
            onChange={(label) => update({ kind: searchKindOrder.find((item) => searchKindLabel(item) === label) ?? null })}
          />
        </div>
      )}
      <p role="status" className="mt-3 text-sm text-muted">
        {query.trim() && settled ? t('search.page.status', { count: total, query: displayQuery(query) }) : ''}
      </p>
      {query.trim() && settled && total === 0 && (
        <div className="mt-4">
          <EmptyState title={t('search.empty.title', { query: displayQuery(query) })} actionLabel={t('search.page.clear')} onAction={() => update({ q: '' })}>
            {t('search.page.emptyHint')}
          </EmptyState>
        </div>
      )}
      {(!query.trim() || (settled && total === 0)) && (
        <nav aria-label={t('search.page.suggestions')} className="mt-4">
          <h2 className="mb-2 text-sm font-semibold text-ink">{t('search.page.explore')}</h2>
          <ul className="grid grid-cols-2 gap-2">
            {searchSuggestions.map((suggestion) => (
              <li key={suggestion.to}>
                <Link
                  to={suggestion.to}
                  className="flex min-h-12 items-center rounded-xl border border-line bg-white px-3 text-sm font-medium hover:bg-gray-50"
                >
                  {suggestion.label()}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`results-${group.kind}`} className="mt-5">
          <h2 id={`results-${group.kind}`} className="mb-2 text-base font-semibold text-ink">
            {searchKindLabel(group.kind)} <span className="font-normal text-muted">({group.total})</span>
          </h2>
          <ul className="flex flex-col gap-2">
            {group.hits.map(({ document }) => (
              <li key={document.id}>
                <Link to={document.href} className="flex min-h-14 items-center gap-3 rounded-xl border border-line bg-white px-3 py-2 hover:bg-gray-50">
                  <SearchResultIcon kind={document.kind} />
                  <span className="min-w-0">
                    <span className="block font-medium text-ink">{translateText(document.title)}</span>
                    {document.subtitle && <span className="block text-xs text-muted">{subtitleText(document.subtitle)}</span>}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Screen>
  );
}

export const Component = SearchPage;
