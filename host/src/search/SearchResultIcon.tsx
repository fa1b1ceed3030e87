import { BookOpen, CheckSquare, FileText, Layers, MapPin, MessagesSquare, UserRound } from 'lucide-react';
import type { SearchKind } from '@nyaya/shared/search';
import { t, translateText } from './i18n';
import type { SubtitlePart } from './searchDocuments';

const icons = {
  expert: UserRound,
  service: FileText,
  resource: BookOpen,
  discussion: MessagesSquare,
  space: Layers,
  event: MapPin,
  action: CheckSquare,
} satisfies Record<SearchKind, unknown>;

export function SearchResultIcon({ kind }: { kind: SearchKind }) {
  const Icon = icons[kind];
  return (
    <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
      <Icon aria-hidden="true" className="size-4" />
    </span>
  );
}

/** Long or hostile queries are shown shortened; they are always rendered as text. */
export function displayQuery(query: string): string {
  const trimmed = query.trim();
  return trimmed.length > 60 ? `${trimmed.slice(0, 60)}…` : trimmed;
}

/** The four areas offered when nothing matches; `label()` reads the language at render. */
export const searchSuggestions = [
  { label: () => t('search.suggestion.info'), to: '/trending' },
  { label: () => t('search.suggestion.life'), to: '/life-event' },
  { label: () => t('search.suggestion.experts'), to: '/expert-categories' },
  { label: () => t('search.suggestion.marketplace'), to: '/marketplace' },
];

/** A kind's name in the interface's language ("Legal services", "कानूनी सेवाएं"). */
export const searchKindLabel = (kind: SearchKind) => t(`search.kind.${kind}`);

function subtitlePart(part: SubtitlePart): string {
  if (typeof part === 'string') return translateText(part);
  if ('list' in part) return part.list.map(translateText).join(', ');
  if ('participants' in part) return t('search.subtitle.participants', { count: part.participants, amount: String(part.participants) });
  if ('members' in part) return t('search.subtitle.members', { count: part.members, amount: String(part.members) });
  return t('search.subtitle.priority', { priority: part.priority });
}

/** A result's second line in the interface's language (call it while rendering, under useT). */
export function subtitleText(parts: SubtitlePart[] | undefined): string {
  return parts ? parts.map(subtitlePart).join(' · ') : '';
}
