import { useState } from 'react';
import { MessageSquarePlus, RotateCw, UsersRound } from 'lucide-react';
import { Button } from '@nyaya/shared/ui/Button';
import { SearchInput } from '@nyaya/shared/ui/SearchInput';
import { ConversationRow } from './ConversationRow';
import { useT } from './i18n';
import { NewConversation } from './NewConversation';
import { usePrivateList } from './usePrivateList';

/**
 * A signed-in account's private messages (issue 26): its conversations, the latest first, live
 * (a new message moves its row up and raises its unread badge without a reload), a search by
 * name, and New message / New group.
 */
export function PrivateList() {
  const t = useT();
  const { load, retry } = usePrivateList();
  const [query, setQuery] = useState('');
  const [starting, setStarting] = useState<'direct' | 'group' | null>(null);
  const needle = query.trim().toLocaleLowerCase();
  const visible =
    load.status === 'ok'
      ? load.conversations.filter(
          (conversation) =>
            !needle ||
            conversation.title.toLocaleLowerCase().includes(needle) ||
            conversation.members.some((member) => member.name.toLocaleLowerCase().includes(needle)),
        )
      : [];
  const unread = load.status === 'ok' ? load.conversations.reduce((total, conversation) => total + conversation.unread, 0) : 0;

  return (
    <div>
      <div className="mb-3 flex flex-wrap gap-2">
        <Button variant="primary" onClick={() => setStarting('direct')}>
          <MessageSquarePlus aria-hidden="true" className="size-4" /> {t('new.direct')}
        </Button>
        <Button variant="outline" onClick={() => setStarting('group')}>
          <UsersRound aria-hidden="true" className="size-4" /> {t('new.group')}
        </Button>
      </div>
      {starting && <NewConversation key={starting} kind={starting} onClose={() => setStarting(null)} />}
      <SearchInput label={t('search.label')} placeholder={t('search.placeholder')} value={query} onValueChange={setQuery} />
      <p role="status" className="sr-only">
        {unread > 0 ? t('list.unread', { count: unread }) : ''}
      </p>
      <div className="mt-4">
        {load.status === 'loading' && <p className="text-sm text-muted">{t('list.loading')}</p>}
        {load.status === 'failed' && (
          <div role="alert" className="rounded-2xl border border-line bg-white p-4 text-sm text-ink">
            <p className="break-words">{load.problem ?? t('unreachable')}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={retry}>
              <RotateCw aria-hidden="true" className="size-4" /> {t('retry')}
            </Button>
          </div>
        )}
        {load.status === 'ok' && load.conversations.length === 0 && <p className="rounded-2xl bg-gray-50 p-4 text-sm text-ink">{t('list.empty')}</p>}
        {load.status === 'ok' && load.conversations.length > 0 && visible.length === 0 && <p className="text-sm text-muted">{t('list.noMatch', { query })}</p>}
        {visible.length > 0 && (
          <ul className="flex flex-col gap-2" aria-label={t('list.label')}>
            {visible.map((conversation) => (
              <li key={conversation.reference}>
                <ConversationRow conversation={conversation} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

export default PrivateList;
