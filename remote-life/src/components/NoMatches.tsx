import { EmptyState } from '@nyaya/shared/ui/EmptyState';

const SHOWN_QUERY_LENGTH = 60;

/** The empty list of a search or chip, with one button that clears both. */
export function NoMatches({ what, query, filter, onClear }: { what: string; query: string; filter: string; onClear: () => void }) {
  const trimmed = query.trim();
  // A pasted 10,000-character query is echoed shortened, not as a wall of text.
  const shown = trimmed.length > SHOWN_QUERY_LENGTH ? `${trimmed.slice(0, SHOWN_QUERY_LENGTH)}…` : trimmed;
  const title = shown ? `No ${what} match “${shown}”` : filter === 'All' ? `No ${what} yet` : `No ${filter.toLowerCase()} ${what}`;
  return (
    <EmptyState title={title} actionLabel="Clear filters" onAction={onClear}>
      {shown && filter !== 'All' ? `Searching in ${filter} only.` : 'Try another word or show everything.'}
    </EmptyState>
  );
}
