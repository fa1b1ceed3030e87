import { BookOpen, CheckSquare, FileText, Layers, MapPin, MessagesSquare, UserRound } from 'lucide-react';
import type { SearchKind } from '@nyaya/shared/search';

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

export const searchSuggestions = [
  { label: 'Information & community', to: '/trending' },
  { label: 'Life planning', to: '/life-event' },
  { label: 'Experts', to: '/expert-categories' },
  { label: 'Marketplace', to: '/marketplace' },
];
