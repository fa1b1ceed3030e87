import { lazy, Suspense, useState } from 'react';
import { useAccount } from '@nyaya/shared/account';
import { ensureCatalogs, targetLocale } from '@nyaya/shared/i18n';
import { useLoaderData } from '@nyaya/shared/router';
import { Users } from 'lucide-react';
import type { Conversation } from '@nyaya/shared/types';
import { getConversations } from '@nyaya/shared/data/info';
import { formatCount } from '@nyaya/shared/format';
import { filterConversations, showsOnlineDot } from '@nyaya/shared/rules/info';
import { Avatar } from '@nyaya/shared/ui/Avatar';
import { SearchInput } from '@nyaya/shared/ui/SearchInput';
import { toast } from '@nyaya/shared/ui/toast';
import { ExampleNotice } from '../account/ExampleNotice';
import { InfoTabScreen } from '../components/InfoTabScreen';
import { NoMatches } from '../components/NoMatches';
import { translateText, useT } from '../i18n';

export const loader = () => getConversations();

function ConversationRow({ conversation }: { conversation: Conversation }) {
  const t = useT();
  const online = showsOnlineDot(conversation);
  return (
    <button
      type="button"
      onClick={() => toast(t('private.comingSoon'))}
      className="flex w-full items-center gap-3 rounded-2xl border border-line bg-white p-3 text-left shadow-sm hover:bg-gray-50"
    >
      <span className="relative shrink-0">
        {conversation.type === 'group' ? (
          <span aria-hidden="true" className="inline-flex size-12 items-center justify-center rounded-full bg-purple-100 text-purple-800">
            <Users className="size-5" />
          </span>
        ) : (
          <Avatar name={conversation.name} />
        )}
        {online && (
          <span data-testid="online-dot" aria-hidden="true" className="absolute right-0 bottom-0 size-3 rounded-full border-2 border-white bg-green-500" />
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className="truncate font-semibold text-ink">{translateText(conversation.name)}</span>
          <span className="shrink-0 text-xs text-muted">{translateText(conversation.time)}</span>
        </span>
        <span className="block text-xs text-muted">
          {conversation.type === 'group'
            ? t('private.group', { count: conversation.members ?? 0, amount: formatCount(conversation.members ?? 0) })
            : online
              ? t('private.directOnline')
              : t('private.direct')}
        </span>
        <span className="flex items-center justify-between gap-2">
          <span className="truncate text-sm text-muted">{translateText(conversation.lastMessage)}</span>
          {conversation.unread > 0 && (
            <span className="inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white">
              {conversation.unread}
              <span className="sr-only"> {t('private.unread')}</span>
            </span>
          )}
        </span>
      </span>
    </button>
  );
}

/**
 * A signed-in account's own conversations (issue 26), in a chunk of their own with the API's
 * contract and their catalogue: a guest's (and the server's prerendered) sample screen never loads them.
 */
const PrivateList = lazy(() =>
  import(/* webpackChunkName: "private-list" */ '../messages/PrivateList').then(async (module) => {
    await ensureCatalogs(targetLocale()).catch(() => {});
    return module;
  }),
);

/**
 * Private messages: a signed-in user's own conversations; anyone else (a guest, or before the app
 * knows) the spec's sample conversations under a notice that they are an example, with Sign in
 * back to /private.
 */
export function PrivatePage() {
  const t = useT();
  const conversations = useLoaderData<typeof loader>();
  const account = useAccount();
  const [query, setQuery] = useState('');
  const visible = filterConversations(conversations, query);

  if (account.status === 'signed-in')
    return (
      <InfoTabScreen tab={t('info.tabs.private')} title={t('private.title')}>
        <Suspense fallback={<div aria-busy="true" className="min-h-40 rounded-2xl bg-gray-50" />}>
          <PrivateList />
        </Suspense>
      </InfoTabScreen>
    );
  return (
    <InfoTabScreen tab={t('info.tabs.private')} title={t('private.title')}>
      <ExampleNotice screen="private" />
      <SearchInput label={t('private.search.label')} placeholder={t('private.search.placeholder')} value={query} onValueChange={setQuery} />
      <div className="mt-4">
        {visible.length === 0 ? (
          <NoMatches noun="conversations" query={query} onClear={() => setQuery('')} />
        ) : (
          <ul className="flex flex-col gap-2" aria-label={t('private.list')}>
            {visible.map((conversation) => (
              <li key={conversation.id}>
                <ConversationRow conversation={conversation} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </InfoTabScreen>
  );
}

export const Component = PrivatePage;
