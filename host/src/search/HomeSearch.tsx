import { lazy, startTransition, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from '@nyaya/shared/router';
import { Search } from 'lucide-react';
import { ensureCatalogs, targetLocale } from '@nyaya/shared/i18n';
import { useT } from '../i18n';
import { searchHref } from './searchHref';
import { warmSearch } from './useSearch';

/** How the lazily loaded panel answers the input's keys and submit. */
export interface PanelBridge {
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  submit?: () => void;
}

export interface ComboboxState {
  open: boolean;
  activeId?: string;
}

// Results, recent searches and keyboard handling download on first focus, not with home.
// The panel brings its messages' catalogue; in Hindi it shows once that has arrived (English if it fails).
const SearchPanel = lazy(() =>
  import('./SearchPanel').then((module) =>
    ensureCatalogs(targetLocale()).then(
      () => module,
      () => module,
    ),
  ),
);

/**
 * The home search box, a combobox: results appear as you type, grouped by kind, arrow keys move
 * through them, Enter opens, Escape clears; the empty focused box offers recent searches.
 */
export function HomeSearch() {
  const t = useT();
  const navigate = useNavigate();
  const baseId = useId();
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const [combobox, setCombobox] = useState<ComboboxState>({ open: false });
  const bridgeRef = useRef<PanelBridge>({});
  const listboxId = `${baseId}-listbox`;
  const wanted = focused || query.trim() !== '';

  return (
    <div
      className="relative mb-3"
      // A transition: the panel's first render downloads its code (a script element), which inside
      // the tap's own events held their paint 25–35 ms on a 4x-slowed phone (issue 22, INP).
      onFocus={() => startTransition(() => setFocused(true))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <form
        role="search"
        // Before the app has started (prerendered home), Enter still leads to the results page.
        action="/search"
        className="relative"
        onSubmit={(event) => {
          event.preventDefault();
          if (bridgeRef.current.submit) bridgeRef.current.submit();
          else if (query.trim()) navigate(searchHref(query));
        }}
      >
        <label htmlFor={`${baseId}-input`} className="sr-only">
          {t('search.box.label')}
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
        <input
          id={`${baseId}-input`}
          name="q"
          type="text"
          role="combobox"
          aria-expanded={combobox.open}
          aria-controls={combobox.open ? listboxId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={combobox.open ? combobox.activeId : undefined}
          enterKeyHint="search"
          value={query}
          // = SEARCH_MAX_LENGTH of @nyaya/shared/rules/textSearch, not imported so home stays small (HomeSearch.test checks)
          maxLength={200}
          onChange={(event) => setQuery(event.target.value)}
          // In a task of its own, so no download starts inside the tap's first event (issue 22, INP;
          // measured together with the panel's transition above, not on its own).
          onPointerEnter={() => setTimeout(warmSearch)}
          onKeyDown={(event) => bridgeRef.current.onKeyDown?.(event)}
          placeholder={t('search.box.placeholder')}
          autoComplete="off"
          className="min-h-11 w-full rounded-xl border border-line bg-surface pr-3 pl-9 text-sm placeholder:text-gray-500"
        />
      </form>
      {wanted && (
        <Suspense fallback={null}>
          <SearchPanel
            query={query}
            setQuery={setQuery}
            focused={focused}
            baseId={baseId}
            listboxId={listboxId}
            bridgeRef={bridgeRef}
            onCombobox={setCombobox}
          />
        </Suspense>
      )}
    </div>
  );
}
