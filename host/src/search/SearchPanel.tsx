import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type KeyboardEvent,
  type MutableRefObject,
  type SetStateAction,
} from 'react';
import { Link, useNavigate } from '@nyaya/shared/router';
import { useLocale } from '@nyaya/shared/i18n';
import { usePersistentStore } from '@nyaya/shared/stores/usePersistentStore';
import { translateText, useT } from './i18n';
import { recentSearchesStore, rememberSearch } from './recentSearches';
import { displayQuery, searchKindLabel, searchSuggestions, subtitleText } from './SearchResultIcon';
import { SearchOptions, type Option, type OptionGroup } from './SearchOptions';
import { useSearch } from './useSearch';
import { searchHref } from './searchHref';
import type { ComboboxState, PanelBridge } from './HomeSearch';

const PER_GROUP = 5;

interface SearchPanelProps {
  query: string;
  setQuery: Dispatch<SetStateAction<string>>;
  focused: boolean;
  baseId: string;
  listboxId: string;
  bridgeRef: MutableRefObject<PanelBridge>;
  onCombobox: (state: ComboboxState) => void;
}

/** The combobox's popup for HomeSearch: grouped results, recent searches, keys and submit. */
export default function SearchPanel({ query, setQuery, focused, baseId, listboxId, bridgeRef, onCombobox }: SearchPanelProps) {
  const t = useT();
  const navigate = useNavigate();
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = usePersistentStore(recentSearchesStore);
  const hasQuery = query.trim() !== '';
  const results = useSearch(query, true, PER_GROUP);
  const settled = results.ready && results.query === query;

  const locale = useLocale();
  // Built from the results and recent searches only, never from the text being typed (a See all
  // option's address is made when it is chosen), so the options stay the same objects while a
  // person types and SearchOptions skips its render.
  const groups = useMemo<OptionGroup[]>(() => {
    void locale; // the labels are in the page's language: a switch builds them again
    if (hasQuery) {
      return results.groups.map((group) => ({
        id: `${baseId}-${group.kind}`,
        label: t('search.panel.group', { kind: searchKindLabel(group.kind), count: String(group.total) }),
        options: [
          ...group.hits.map<Option>(({ document }) => ({
            type: 'result',
            id: `${baseId}-${document.id}`,
            kind: document.kind,
            // Data texts in the interface's language; the index found them in either.
            title: translateText(document.title),
            subtitle: subtitleText(document.subtitle),
            href: document.href,
          })),
          ...(group.total > group.hits.length
            ? [
                {
                  type: 'see-all',
                  id: `${baseId}-all-${group.kind}`,
                  kind: group.kind,
                  label: t(`search.panel.seeAll.${group.kind}`, { count: String(group.total) }),
                } as Option,
              ]
            : []),
        ],
      }));
    }
    if (recent.length === 0) return [];
    return [
      {
        id: `${baseId}-recent`,
        label: t('search.panel.recent'),
        options: recent.map<Option>((item, index) => ({ type: 'recent', id: `${baseId}-recent-${index}`, query: item })),
      },
    ];
  }, [hasQuery, results.groups, recent, baseId, t, locale]);
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  const indexOf = useMemo(() => new Map(options.map((option, index) => [option.id, index])), [options]);
  const total = results.groups.reduce((sum, group) => sum + group.total, 0);
  const open = focused && groups.length > 0;

  // A new query starts with no option active (set while rendering, so no frame shows a stale one).
  const [activeQuery, setActiveQuery] = useState(query);
  if (activeQuery !== query) {
    setActiveQuery(query);
    setActive(-1);
  }

  const activeId = open ? options[active]?.id : undefined;
  // Layout effects, so the input's aria-expanded/activedescendant change in the same paint as the popup.
  useLayoutEffect(() => onCombobox({ open, activeId }), [open, activeId, onCombobox]);
  useLayoutEffect(() => () => onCombobox({ open: false }), [onCombobox]);

  function choose(option: Option) {
    if (option.type === 'recent') {
      setQuery(option.query);
      setActive(-1);
      return;
    }
    rememberSearch(query);
    navigate(option.type === 'see-all' ? searchHref(query, option.kind) : option.href);
  }
  // One function for the panel's life, calling the latest `choose` (which reads the latest query).
  const chooseRef = useRef(choose);
  useLayoutEffect(() => {
    chooseRef.current = choose;
  });
  const onChoose = useCallback((option: Option) => chooseRef.current(option), []);

  function submit() {
    const option = options[active];
    if (open && option) choose(option);
    else if (hasQuery) {
      rememberSearch(query);
      navigate(searchHref(query));
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      setActive((current) => (current + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault();
      setActive((current) => (current <= 0 ? options.length - 1 : current - 1));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setQuery('');
      setActive(-1);
    }
  }

  // The input lives in HomeSearch; it forwards its keys and submit here.
  useLayoutEffect(() => {
    bridgeRef.current = { onKeyDown, submit };
  });
  useEffect(
    () => () => {
      bridgeRef.current = {};
    },
    [bridgeRef],
  );

  return (
    <>
      <p role="status" className="sr-only">
        {hasQuery && settled
          ? total === 0
            ? t('search.panel.status.none', { query: displayQuery(query) })
            : t('search.panel.status.results', { count: total })
          : ''}
      </p>
      {open && (
        <div className="absolute inset-x-0 top-full z-30 mt-1 max-h-[60vh] overflow-y-auto rounded-2xl border border-line bg-white p-1 shadow-xl">
          <SearchOptions groups={groups} indexOf={indexOf} active={active} listboxId={listboxId} label={t('search.panel.label')} onChoose={onChoose} />
          {!hasQuery && recent.length > 0 && (
            <button type="button" onClick={() => setRecent([])} className="m-1 rounded-lg px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50">
              {t('search.panel.clearRecent')}
            </button>
          )}
        </div>
      )}
      {focused && hasQuery && settled && total === 0 && (
        <div className="absolute inset-x-0 top-full z-30 mt-1 rounded-2xl border border-line bg-white p-4 text-sm shadow-xl">
          <p className="font-medium break-words text-ink">{t('search.empty.title', { query: displayQuery(query) })}</p>
          <p className="mt-1 text-muted">{t('search.panel.emptyHint')}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {searchSuggestions.map((suggestion) => (
              <li key={suggestion.to}>
                <Link to={suggestion.to} className="inline-flex min-h-9 items-center rounded-full border border-line px-3 hover:bg-gray-50">
                  {suggestion.label()}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
