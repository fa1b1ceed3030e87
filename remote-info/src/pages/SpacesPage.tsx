import { useState } from 'react';
import { useLoaderData } from '@nyaya/shared/router';
import { Clock, Globe, Lock, Users } from 'lucide-react';
import type { Space, SpaceColour } from '@nyaya/shared/types';
import { getSpaces } from '@nyaya/shared/data/info';
import { formatCount } from '@nyaya/shared/format';
import { activityLabel, filterSpaces, SPACE_FILTERS, type SpaceFilter } from '@nyaya/shared/rules/info';
import { joinedSpacesStore, useIdSet } from '@nyaya/shared/stores';
import { Badge } from '@nyaya/shared/ui/Badge';
import { Card } from '@nyaya/shared/ui/Card';
import { FilterChips } from '@nyaya/shared/ui/FilterChips';
import { SearchInput } from '@nyaya/shared/ui/SearchInput';
import { toast } from '@nyaya/shared/ui/toast';
import { JoinButton } from '../components/JoinButton';
import { NoMatches } from '../components/NoMatches';
import { UtilityScreen } from '../components/UtilityScreen';

export const loader = () => getSpaces();

const accent: Record<SpaceColour, string> = {
  brand: 'bg-brand-100 text-brand-800',
  green: 'bg-green-100 text-green-800',
  orange: 'bg-orange-100 text-orange-800',
  blue: 'bg-blue-100 text-blue-800',
  purple: 'bg-purple-100 text-purple-800',
  red: 'bg-red-100 text-red-800',
};

function SpaceCard({ space, joined, onToggle }: { space: Space; joined: boolean; onToggle: () => void }) {
  const TypeIcon = space.type === 'Public' ? Globe : Lock;
  return (
    <Card className="flex flex-col gap-2">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className={`inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-lg font-bold ${accent[space.colour] ?? accent.brand}`}
        >
          {space.name.charAt(0)}
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold break-words text-ink">{space.name}</h2>
          <Badge tone={space.type === 'Public' ? 'green' : 'purple'} className="mt-1 gap-1">
            <TypeIcon aria-hidden="true" className="size-3" />
            {space.type}
          </Badge>
        </div>
        <JoinButton joined={joined} what={space.name} onToggle={onToggle} />
      </div>
      <p className="text-sm text-muted">{space.description}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        <span className="inline-flex items-center gap-1">
          <Users aria-hidden="true" className="size-3.5" />
          {formatCount(space.members)} members
        </span>
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-3.5" />
          Active <time dateTime={space.activity}>{activityLabel(space.activity)}</time>
        </span>
      </p>
    </Card>
  );
}

export function SpacesPage() {
  const spaces = useLoaderData<typeof loader>();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<SpaceFilter>('All');
  const joined = useIdSet(joinedSpacesStore);
  const visible = filterSpaces(spaces, { query, filter, joinedIds: joined.ids });

  const toggle = (space: Space) => {
    toast(joined.has(space.id) ? `You left ${space.name}` : `You joined ${space.name}`);
    joined.toggle(space.id);
  };
  const clear = () => {
    setQuery('');
    setFilter('All');
  };

  return (
    <UtilityScreen title="Spaces" subtitle="Communities to learn from and help each other.">
      <div className="flex flex-col gap-3">
        <SearchInput label="Search spaces" placeholder="Search spaces" value={query} onValueChange={setQuery} />
        <FilterChips label="Filter spaces" options={SPACE_FILTERS} value={filter} onChange={setFilter} />
      </div>
      <div className="mt-4">
        {visible.length === 0 ? (
          <NoMatches
            noun="spaces"
            query={query}
            filter={filter}
            title={filter === 'Joined' && !query.trim() ? 'You have not joined any spaces yet' : undefined}
            onClear={clear}
          />
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Spaces">
            {visible.map((space) => (
              <li key={space.id}>
                <SpaceCard space={space} joined={joined.has(space.id)} onToggle={() => toggle(space)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </UtilityScreen>
  );
}

export const Component = SpacesPage;
