import { useState } from 'react';
import { Link, useLoaderData } from '@nyaya/shared/router';
import { Plus } from 'lucide-react';
import { SpaceListSchema, spacePaths, type Membership, type SpaceDetail } from '@nyaya/shared/api';
import type { Space } from '@nyaya/shared/types';
import { getSpaces } from '@nyaya/shared/data/info';
import { useApiRead } from '@nyaya/shared/hooks/useApiRead';
import { filterSpaces, SPACE_FILTERS, type SpaceFilter } from '@nyaya/shared/rules/info';
import { buttonClasses } from '@nyaya/shared/ui/Button';
import { SearchInput } from '@nyaya/shared/ui/SearchInput';
import { NoMatches } from '../components/NoMatches';
import { FilterChips } from '@nyaya/shared/ui/FilterChips';
import { UtilityScreen } from '../components/UtilityScreen';
import { useT } from '../i18n';
import { useT as useSpaceT } from '../spaces/i18n';
import { MemberCountsStatus } from '../spaces/MemberCountsStatus';
import { inPaintedOrder } from '../spaces/paintedOrder';
import { SpaceCard } from '../spaces/SpaceCard';
import { useMembership } from '../spaces/useMembership';

/** The sample spaces: what the server renders and the page shows until the API answers. */
export const loader = () => getSpaces();

/** A listed space: `members` is 0 for sorting until the API has counted (shown as loading, never as 0). */
type Listed = Space & { mine: Membership | null; counted: boolean };

/**
 * Spaces (issue 26): the API's spaces with member counts from real memberships, each opening its
 * page; Join / Ask to join for a signed-in account (a guest is sent to sign in and back). Until
 * the API answers (and if it cannot), the sample spaces as the server rendered them, with Join
 * disabled (there, so nothing moves when it works) and without the sample's member counts (a
 * figure nobody counted): a loading bar in their place, then the real count, or a line saying the
 * counts could not be loaded, with Try again. The answer keeps the painted order.
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
  const live = read.data && inPaintedOrder(read.data.spaces, sample).map((space) => answered[space.id] ?? space);
  const spaces: Listed[] = live?.map((space) => ({ ...space, counted: true })) ?? sample.map((space) => ({ ...space, members: 0, mine: null, counted: false }));
  const joinedIds = spaces.filter((space) => space.mine === 'member').map((space) => space.id);
  const visible = filterSpaces(spaces, { query, filter, joinedIds });
  const counts = read.status === 'problem' || read.status === 'unreachable' ? 'failed' : 'loading';

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
      <MemberCountsStatus read={read} />
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
                <SpaceCard
                  space={{ ...space, members: space.counted ? space.members : counts, activity: space.counted ? space.activity : counts }}
                  variant="list"
                  busy={!live || membership.busy === space.id}
                  onChange={(on) => {
                    if (live) void change(space, on);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </UtilityScreen>
  );
}

export const Component = SpacesPage;
