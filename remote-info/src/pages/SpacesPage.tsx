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
import { SearchInput } from '@nyaya/shared/ui/SearchInput';
import { toast } from '@nyaya/shared/ui/toast';
import { JoinButton } from '../components/JoinButton';
import { NoMatches } from '../components/NoMatches';
import { FilterChips } from '@nyaya/shared/ui/FilterChips';
import { UtilityScreen } from '../components/UtilityScreen';
import { translateText, useT } from '../i18n';

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
  const t = useT();
  const TypeIcon = space.type === 'Public' ? Globe : Lock;
  const name = translateText(space.name);
  return (
    <Card className="flex flex-col gap-2">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className={`inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-lg font-bold ${accent[space.colour] ?? accent.brand}`}
        >
          {Array.from(name)[0]}
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold break-words text-ink">{name}</h2>
          <Badge tone={space.type === 'Public' ? 'green' : 'purple'} className="mt-1 gap-1">
            <TypeIcon aria-hidden="true" className="size-3" />
            {translateText(space.type)}
          </Badge>
        </div>
        <JoinButton joined={joined} what={name} onToggle={onToggle} />
      </div>
      <p className="text-sm text-muted">{translateText(space.description)}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        <span className="inline-flex items-center gap-1">
          <Users aria-hidden="true" className="size-3.5" />
          {t('spaces.members', { count: space.members, amount: formatCount(space.members) })}
        </span>
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-3.5" />
          <time dateTime={space.activity}>{t('spaces.active', { time: activityLabel(space.activity) })}</time>
        </span>
      </p>
    </Card>
  );
}

export function SpacesPage() {
  const t = useT();
  const spaces = useLoaderData<typeof loader>();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<SpaceFilter>('All');
  const joined = useIdSet(joinedSpacesStore);
  const visible = filterSpaces(spaces, { query, filter, joinedIds: joined.ids });

  const toggle = (space: Space) => {
    const name = translateText(space.name);
    toast(joined.has(space.id) ? t('join.toast.left', { name }) : t('join.toast.joined', { name }));
    joined.toggle(space.id);
  };
  const filterLabels: Record<SpaceFilter, string> = {
    All: t('filters.all'),
    Joined: t('spaces.filters.joined'),
    Popular: t('spaces.filters.popular'),
    Recent: t('spaces.filters.recent'),
  };
  const clear = () => {
    setQuery('');
    setFilter('All');
  };

  return (
    <UtilityScreen title={t('spaces.title')} subtitle={t('spaces.subtitle')}>
      <div className="flex flex-col gap-3">
        <SearchInput label={t('spaces.search.label')} placeholder={t('spaces.search.placeholder')} value={query} onValueChange={setQuery} />
        <FilterChips label={t('spaces.filters.label')} options={SPACE_FILTERS} value={filter} onChange={setFilter} labelOf={(option) => filterLabels[option]} />
      </div>
      <div className="mt-4">
        {visible.length === 0 ? (
          <NoMatches
            noun="spaces"
            query={query}
            filter={filter === 'All' ? undefined : filterLabels[filter]}
            title={filter === 'Joined' && !query.trim() ? t('spaces.noneJoined') : undefined}
            onClear={clear}
          />
        ) : (
          <ul className="flex flex-col gap-3" aria-label={t('spaces.list')}>
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
