import { useState } from 'react';
import { Plus } from 'lucide-react';
import { DiscussionListSchema, discussionPaths } from '@nyaya/shared/api';
import { useApiRead } from '@nyaya/shared/hooks/useApiRead';
import { DISCUSSION_FILTERS, filterDiscussions, type DiscussionFilter } from '@nyaya/shared/rules/info';
import { Link } from '@nyaya/shared/router';
import { buttonClasses } from '@nyaya/shared/ui/Button';
import { FilterChips } from '@nyaya/shared/ui/FilterChips';
import { SearchInput } from '@nyaya/shared/ui/SearchInput';
import { InfoTabScreen } from '../components/InfoTabScreen';
import { NoMatches } from '../components/NoMatches';
import { DiscussionCard } from '../discussions/DiscussionCard';
import { ListStatus } from '../discussions/ListStatus';
import { useT as useDiscussionT } from '../discussions/i18n';
import { translateText, useT } from '../i18n';

/**
 * Public discussions from the API (issue 26): counts computed by the server, each card opening
 * its discussion. While loading, or when the API cannot be reached, a clear line with Try again.
 */
export function PublicPage() {
  const t = useT();
  const td = useDiscussionT();
  const read = useApiRead(discussionPaths.list, DiscussionListSchema);
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<DiscussionFilter>('All');
  const discussions = read.data?.discussions;
  const visible = discussions ? filterDiscussions(discussions, query, filter) : [];
  const filterLabel = (option: DiscussionFilter) => (option === 'All' ? t('filters.all') : translateText(option));
  const clear = () => {
    setQuery('');
    setFilter('All');
  };

  return (
    <InfoTabScreen tab={t('info.tabs.public')} title={t('public.title')}>
      <div className="flex flex-col gap-3">
        <Link to="/public/new" className={buttonClasses('primary', 'md', 'self-start')}>
          <Plus aria-hidden="true" className="size-4" />
          {td('list.start')}
        </Link>
        <SearchInput label={t('public.search.label')} placeholder={t('public.search.placeholder')} value={query} onValueChange={setQuery} />
        <FilterChips label={t('filters.byCategory')} options={DISCUSSION_FILTERS} value={filter} onChange={setFilter} labelOf={filterLabel} />
      </div>
      <div className="mt-4">
        {!discussions ? (
          <ListStatus read={read} />
        ) : visible.length === 0 ? (
          <NoMatches noun="discussions" query={query} filter={filter === 'All' ? undefined : filterLabel(filter)} onClear={clear} />
        ) : (
          <ul className="flex flex-col gap-3" aria-label={t('public.list')}>
            {visible.map((discussion) => (
              <li key={discussion.id}>
                <DiscussionCard discussion={discussion} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </InfoTabScreen>
  );
}

export const Component = PublicPage;
