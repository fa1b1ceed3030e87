import { memo } from 'react';
import { Clock } from 'lucide-react';
import type { SearchKind } from '@nyaya/shared/search';
import { cn } from '@nyaya/shared/ui/cn';
import { SearchResultIcon } from './SearchResultIcon';

export type Option =
  | { type: 'result'; id: string; kind: SearchKind; title: string; subtitle: string; href: string }
  | { type: 'see-all'; id: string; kind: SearchKind; label: string }
  | { type: 'recent'; id: string; query: string };

export interface OptionGroup {
  id: string;
  label: string;
  options: Option[];
}

interface SearchOptionsProps {
  groups: OptionGroup[];
  /** Each option's place in the flat list the arrow keys move through. */
  indexOf: ReadonlyMap<string, number>;
  active: number;
  listboxId: string;
  label: string;
  /** Stable for the panel's life: a new function would re-render every option. */
  onChoose: (option: Option) => void;
}

/**
 * The combobox's options, grouped. Memoised: a keystroke changes the box's text, not the results
 * on show (they follow after the search's pause), so typing re-renders the input, not every
 * option with its icon (issue 22, INP: home search typing).
 */
export const SearchOptions = memo(function SearchOptions({ groups, indexOf, active, listboxId, label, onChoose }: SearchOptionsProps) {
  return (
    <div role="listbox" id={listboxId} aria-label={label}>
      {groups.map((group) => (
        <div key={group.id} role="group" aria-labelledby={`${group.id}-label`}>
          <div id={`${group.id}-label`} role="presentation" className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">
            {group.label}
          </div>
          {group.options.map((option) => {
            const selected = indexOf.get(option.id) === active;
            return (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the combobox's input takes the keys for every option (aria-activedescendant)
              <div
                key={option.id}
                id={option.id}
                role="option"
                aria-selected={selected}
                // The combobox's input has the focus and the keys (arrows, Enter); an option is only pointed at.
                tabIndex={-1}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onChoose(option)}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 py-1.5 text-sm',
                  selected ? 'bg-brand-50 ring-2 ring-brand-600' : 'hover:bg-gray-50',
                )}
              >
                {option.type === 'result' && (
                  <>
                    <SearchResultIcon kind={option.kind} />
                    <span className="min-w-0">
                      <span className="block truncate font-medium text-ink">{option.title}</span>
                      {option.subtitle && <span className="block truncate text-xs text-muted">{option.subtitle}</span>}
                    </span>
                  </>
                )}
                {option.type === 'see-all' && <span className="font-medium text-brand-700">{option.label}</span>}
                {option.type === 'recent' && (
                  <>
                    <Clock aria-hidden="true" className="size-4 text-muted" />
                    <span className="truncate text-ink">{option.query}</span>
                  </>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
});
