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
import { translateText, useT } from '../i18n';

export const loader = () => getDiscussions();

export function PublicPage() {
  const t = useT();
  const discussions = useLoaderData<typeof loader>();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<DiscussionFilter>('All');
  const visible = filterDiscussions(discussions, query, filter);
  const filterLabel = (option: DiscussionFilter) => (option === 'All' ? t('filters.all') : translateText(option));
  const clear = () => {
    setQuery('');
    setFilter('All');
  };

  return (
    <InfoTabScreen tab={t('info.tabs.public')} title={t('public.title')}>
      <div className="flex flex-col gap-3">
        <SearchInput label={t('public.search.label')} placeholder={t('public.search.placeholder')} value={query} onValueChange={setQuery} />
        <FilterChips label={t('filters.byCategory')} options={DISCUSSION_FILTERS} value={filter} onChange={setFilter} labelOf={filterLabel} />
      </div>
      <div className="mt-4">
        {visible.length === 0 ? (
          <NoMatches noun="discussions" query={query} filter={filter === 'All' ? undefined : filterLabel(filter)} onClear={clear} />
        ) : (
          <ul className="flex flex-col gap-3" aria-label={t('public.list')}>
            {visible.map((discussion) => (
              <li key={discussion.id}>
                <Card className="flex flex-col gap-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge tone="brand">{translateText(discussion.category)}</Badge>
                    {discussion.trending && (
                      <Badge tone="orange" className="gap-1">
                        <Flame aria-hidden="true" className="size-3" />
                        {t('public.trending')}
                      </Badge>
                    )}
                  </div>
                  <h2 className="font-semibold break-words text-ink">{translateText(discussion.title)}</h2>
                  <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
                    <span className="inline-flex items-center gap-1">
                      <Users aria-hidden="true" className="size-3.5" />
                      {t('public.participants', { count: discussion.participants, amount: formatCount(discussion.participants) })}
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <MessageCircle aria-hidden="true" className="size-3.5" />
                      {t('public.messages', { count: discussion.messages, amount: formatCount(discussion.messages) })}
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <Clock aria-hidden="true" className="size-3.5" />
                      {t('public.active', { time: translateText(discussion.lastActive) })}
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
