import { Users } from 'lucide-react';
import type { PrivateConversation } from '@nyaya/shared/api';
import { formatCount } from '@nyaya/shared/format';
import { activityLabel } from '@nyaya/shared/rules/info';
import { Link } from '@nyaya/shared/router';
import { Avatar } from '@nyaya/shared/ui/Avatar';
import { useT } from './i18n';

/** A conversation's row: who, online (direct), its last line, when, and its unread badge; opens it. */
export function ConversationRow({ conversation }: { conversation: PrivateConversation }) {
  const t = useT();
  const name = conversation.title.trim() || t('member');
  const online = conversation.kind === 'direct' && conversation.members.some((member) => member.online);
  const last = conversation.lastMessage;
  const line = !last
    ? t('row.noMessages')
    : last.hidden && !last.mine
      ? t('row.hidden')
      : last.body
        ? last.mine
          ? t('row.mine', { text: last.body })
          : last.body
        : t('row.file');
  return (
    <Link
      to={`/private/${conversation.reference}`}
      data-testid="private-conversation"
      className="flex min-h-11 w-full items-center gap-3 rounded-2xl border border-line bg-white p-3 text-left shadow-sm hover:bg-gray-50"
    >
      <span className="relative shrink-0">
        {conversation.kind === 'group' ? (
          <span aria-hidden="true" className="inline-flex size-12 items-center justify-center rounded-full bg-purple-100 text-purple-800">
            <Users className="size-5" />
          </span>
        ) : (
          <Avatar name={name} />
        )}
        {online && (
          <span data-testid="online-dot" aria-hidden="true" className="absolute right-0 bottom-0 size-3 rounded-full border-2 border-white bg-green-500" />
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          {/* People's own words: shown as text, never translated. */}
          <span className="truncate font-semibold text-ink">{name}</span>
          {last && <span className="shrink-0 text-xs text-muted">{activityLabel(last.at)}</span>}
        </span>
        <span className="block text-xs text-muted">
          {conversation.kind === 'group'
            ? t('row.group', { count: conversation.members.length + 1, amount: formatCount(conversation.members.length + 1) })
            : conversation.blocked
              ? t('row.blocked')
              : online
                ? t('row.online')
                : t('row.direct')}
        </span>
        <span className="flex items-center justify-between gap-2">
          <span className="truncate text-sm text-muted">{line}</span>
          {conversation.unread > 0 && (
            <span
              data-testid="unread-badge"
              className="inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white"
            >
              {formatCount(conversation.unread)}
              <span className="sr-only"> {t('row.unread', { count: conversation.unread })}</span>
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}
