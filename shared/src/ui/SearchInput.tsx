import { useId, type ComponentProps } from 'react';
import { Search, X } from 'lucide-react';
import { SEARCH_MAX_LENGTH, truncateQuery } from '../rules/textSearch';
import { useKitT } from './i18n';
import { cn } from './cn';

/**
 * A labelled search box with one clear button, its own: the browser's built-in ✕ of
 * `type="search"` is hidden (it is unlabelled and too small to tap, and two ✕ side by side read
 * as a mistake). Clearing puts the focus back in the box. The text is only ever used as plain
 * text by the rules that filter with it, so any input (regex characters, markup, emoji) is safe;
 * it takes at most `SEARCH_MAX_LENGTH` (200) characters, so a pasted 100,000-character string is
 * cut at the box and never holds up a frame.
 */
export function SearchInput({
  label,
  value,
  onValueChange,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'value' | 'onChange'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
}) {
  const t = useKitT();
  const id = useId();
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
      <input
        id={id}
        type="search"
        autoComplete="off"
        maxLength={SEARCH_MAX_LENGTH}
        value={value}
        onChange={(event) => onValueChange(truncateQuery(event.target.value))}
        className="min-h-11 w-full rounded-xl border border-line bg-white pr-11 pl-9 text-sm text-ink placeholder:text-gray-500 [&::-webkit-search-cancel-button]:appearance-none"
        {...props}
      />
      {value && (
        <button
          type="button"
          onClick={() => {
            onValueChange('');
            // The button goes away with the text; without this the focus would fall to the page.
            document.getElementById(id)?.focus();
          }}
          aria-label={t('ui.clearSearch')}
          className="absolute top-1/2 right-0 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-gray-100"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
