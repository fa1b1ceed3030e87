import { EmptyState } from '@nyaya/shared/ui/EmptyState';

// Long pasted queries would swamp the message; the list itself still used the full text.
const MAX_SHOWN = 40;

function shown(query: string) {
  const trimmed = query.trim();
  return trimmed.length > MAX_SHOWN ? `${trimmed.slice(0, MAX_SHOWN)}…` : trimmed;
}

/**
 * The empty state of a filtered list: says what matched nothing ("No spaces match “x” in Joined")
 * and offers one button that clears both the search and the chip.
 */
export function NoMatches({
  noun,
  query,
  filter,
  title,
  onClear,
}: {
  noun: string;
  query: string;
  filter?: string;
  /** replaces the generated sentence, e.g. for an empty Joined list */
  title?: string;
  onClear: () => void;
}) {
  const inFilter = filter && filter !== 'All' ? ` in ${filter}` : '';
  const sentence = query.trim() ? `No ${noun} match “${shown(query)}”${inFilter}` : `No ${noun}${inFilter || ' here'} yet`;
  return (
    <EmptyState title={title ?? sentence} actionLabel={query.trim() ? 'Clear search and filters' : 'Show all'} onAction={onClear}>
      Try another word or another filter.
    </EmptyState>
  );
}
