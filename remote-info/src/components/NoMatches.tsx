import { EmptyState } from '@nyaya/shared/ui/EmptyState';
import { useT } from '../i18n';

// Long pasted queries would swamp the message; the list itself still used the full text.
const MAX_SHOWN = 40;

function shown(query: string) {
  const trimmed = query.trim();
  return trimmed.length > MAX_SHOWN ? `${trimmed.slice(0, MAX_SHOWN)}…` : trimmed;
}

/** What a filtered list holds; each has its own sentences (Hindi nouns differ in gender). */
export type NoMatchesNoun = 'events' | 'spaces' | 'conversations' | 'discussions';

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
  noun: NoMatchesNoun;
  query: string;
  /** the chosen chip's label as shown, when it is not All */
  filter?: string;
  /** replaces the generated sentence, e.g. for an empty Joined list */
  title?: string;
  onClear: () => void;
}) {
  const t = useT();
  const searched = query.trim() !== '';
  let sentence: string;
  if (searched) sentence = filter ? t('noMatches.queryInFilter', { noun, query: shown(query), filter }) : t('noMatches.query', { noun, query: shown(query) });
  else sentence = filter ? t('noMatches.noneInFilter', { noun, filter }) : t('noMatches.none', { noun });
  return (
    <EmptyState title={title ?? sentence} actionLabel={searched ? t('noMatches.clear') : t('noMatches.showAll')} onAction={onClear}>
      {t('noMatches.hint')}
    </EmptyState>
  );
}
