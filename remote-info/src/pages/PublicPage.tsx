import { useState } from 'react';
import { useLoaderData } from '@nyaya/shared/router';
import { Clock, Flame, MessageCircle, Users } from 'lucide-react';
import { getDiscussions } from '@nyaya/shared/data/info';
import { formatCount } from '@nyaya/shared/format';
import { DISCUSSION_FILTERS, filterDiscussions, type DiscussionFilter } from '@nyaya/shared/rules/info';
import { Badge } from '@nyaya/shared/ui/Badge';
import { Card } from '@nyaya/shared/ui/Card';
import { FilterChips } from '@nyaya/shared/ui/FilterChips';
import { SearchInput } from '@nyaya/shared/ui/SearchInput';
import { InfoTabScreen } from '../components/InfoTabScreen';
import { NoMatches } from '../components/NoMatches';

export const loader = () => getDiscussions();

export function PublicPage() {
  const discussions = useLoaderData<typeof loader>();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<DiscussionFilter>('All');
  const visible = filterDiscussions(discussions, query, filter);
  const clear = () => {
    setQuery('');
    setFilter('All');
  };

  return (
    <InfoTabScreen tab="Public" title="Public Discussions">
      <div className="flex flex-col gap-3">
        <SearchInput label="Search discussions" placeholder="Search discussions" value={query} onValueChange={setQuery} />
        <FilterChips label="Filter by category" options={DISCUSSION_FILTERS} value={filter} onChange={setFilter} />
      </div>
      <div className="mt-4">
        {visible.length === 0 ? (
          <NoMatches noun="discussions" query={query} filter={filter} onClear={clear} />
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Discussions">
            {visible.map((discussion) => (
              <li key={discussion.id}>
                <Card className="flex flex-col gap-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge tone="brand">{discussion.category}</Badge>
                    {discussion.trending && (
                      <Badge tone="orange" className="gap-1">
                        <Flame aria-hidden="true" className="size-3" />
                        Trending
                      </Badge>
                    )}
                  </div>
                  <h2 className="font-semibold break-words text-ink">{discussion.title}</h2>
                  <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
                    <span className="inline-flex items-center gap-1">
                      <Users aria-hidden="true" className="size-3.5" />
                      {formatCount(discussion.participants)} participants
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <MessageCircle aria-hidden="true" className="size-3.5" />
                      {formatCount(discussion.messages)} messages
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <Clock aria-hidden="true" className="size-3.5" />
                      Active {discussion.lastActive}
                    </span>
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </div>
    </InfoTabScreen>
  );
}

export const Component = PublicPage;
