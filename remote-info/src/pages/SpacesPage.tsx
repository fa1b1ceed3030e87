import { useState } from 'react';
import { Link, useLoaderData } from '@nyaya/shared/router';
import { Clock, Globe, Lock, Plus, Users } from 'lucide-react';
import { SpaceListSchema, spacePaths, type Membership, type SpaceDetail } from '@nyaya/shared/api';
import type { Space } from '@nyaya/shared/types';
import { getSpaces } from '@nyaya/shared/data/info';
import { formatCount } from '@nyaya/shared/format';
import { useApiRead } from '@nyaya/shared/hooks/useApiRead';
import { activityLabel, filterSpaces, SPACE_FILTERS, type SpaceFilter } from '@nyaya/shared/rules/info';
import { Badge } from '@nyaya/shared/ui/Badge';
import { buttonClasses } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { SearchInput } from '@nyaya/shared/ui/SearchInput';
import { NoMatches } from '../components/NoMatches';
import { FilterChips } from '@nyaya/shared/ui/FilterChips';
import { UtilityScreen } from '../components/UtilityScreen';
import { translateText, useT } from '../i18n';
import { spaceAccent } from '../spaces/accent';
import { useT as useSpaceT } from '../spaces/i18n';
import { MembershipButton } from '../spaces/MembershipButton';
import { useMembership } from '../spaces/useMembership';

/** The sample spaces: what the server renders and the page shows until the API answers. */
export const loader = () => getSpaces();

type Listed = Space & { mine: Membership | null };

function SpaceCard({ space, busy, onChange }: { space: Listed; busy: boolean; onChange: ((on: boolean) => void) | null }) {
  const t = useT();
  const TypeIcon = space.type === 'Public' ? Globe : Lock;
  const name = translateText(space.name);
  return (
    <Card className="flex flex-col gap-2">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className={`inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-lg font-bold ${spaceAccent[space.colour] ?? spaceAccent.brand}`}
        >
          {Array.from(name)[0]}
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold break-words text-ink">
            <Link to={`/spaces/${space.id}`} className="inline-flex min-h-11 items-center underline-offset-2 hover:underline">
              {name}
            </Link>
          </h2>
          <Badge tone={space.type === 'Public' ? 'green' : 'purple'} className="gap-1">
            <TypeIcon aria-hidden="true" className="size-3" />
            {translateText(space.type)}
          </Badge>
        </div>
        {onChange && <MembershipButton space={space} name={name} busy={busy} onChange={onChange} />}
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

/**
 * Spaces (issue 26): the API's spaces with member counts from real memberships, each opening its
 * page; Join / Ask to join for a signed-in account (a guest is sent to sign in and back). Until
 * the API answers (and if it cannot), the sample spaces as the server rendered them, without Join.
 */
export function SpacesPage() {
  const t = useT();
  const ts = useSpaceT();
  const sample = useLoaderData<typeof loader>();
  const read = useApiRead(spacePaths.list, SpaceListSchema);
  const [answered, setAnswered] = useState<Record<string, SpaceDetail>>({});
  const membership = useMembership();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<SpaceFilter>('All');
  const live = read.data?.spaces.map((space) => answered[space.id] ?? space);
  const spaces: Listed[] = live ?? sample.map((space) => ({ ...space, mine: null }));
  const joinedIds = spaces.filter((space) => space.mine === 'member').map((space) => space.id);
  const visible = filterSpaces(spaces, { query, filter, joinedIds });

  const change = async (space: Listed, on: boolean) => {
    const answer = await membership.change(space, on);
    if (answer) setAnswered((previous) => ({ ...previous, [space.id]: answer }));
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
        <Link to="/spaces/new" className={buttonClasses('secondary', 'md', 'self-start')}>
          <Plus aria-hidden="true" className="size-4" />
          {ts('create.link')}
        </Link>
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
                <SpaceCard space={space} busy={membership.busy === space.id} onChange={live ? (on) => change(space, on) : null} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </UtilityScreen>
  );
}

export const Component = SpacesPage;
