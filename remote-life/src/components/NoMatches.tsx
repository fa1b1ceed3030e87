import { EmptyState } from '@nyaya/shared/ui/EmptyState';
import { useT } from '../i18n';

const SHOWN_QUERY_LENGTH = 60;

/**
 * The empty list of a search or chip, with one button that clears both. `filter` is the chip's
 * value ('All', 'Pending', 'Real Estate'…), `filterLabel` its name in the page's language.
 */
export function NoMatches({
  list,
  query,
  filter,
  filterLabel,
  onClear,
}: {
  list: 'resources' | 'actionItems';
  query: string;
  filter: string;
  filterLabel: string;
  onClear: () => void;
}) {
  const t = useT();
  const trimmed = query.trim();
  // A pasted 10,000-character query is echoed shortened, not as a wall of text.
  const shown = trimmed.length > SHOWN_QUERY_LENGTH ? `${trimmed.slice(0, SHOWN_QUERY_LENGTH)}…` : trimmed;
  let title: string;
  if (list === 'resources') {
    if (shown) title = t('noMatches.resources.query', { query: shown });
    else if (filter === 'All') title = t('noMatches.resources.none');
    else title = t('noMatches.resources.filtered', { category: filterLabel.toLowerCase() });
  } else if (shown) title = t('noMatches.actionItems.query', { query: shown });
  else if (filter === 'All') title = t('noMatches.actionItems.none');
  else title = t('noMatches.actionItems.filtered', { filter });
  return (
    <EmptyState title={title} actionLabel={t('noMatches.clear')} onAction={onClear}>
      {shown && filter !== 'All' ? t('noMatches.searchingIn', { filter: filterLabel }) : t('noMatches.tryAnother')}
    </EmptyState>
  );
}
