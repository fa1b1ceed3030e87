import { Link } from '@nyaya/shared/router';
import { MessageCircle } from 'lucide-react';
import { UnreadViewSchema, apiPaths } from '@nyaya/shared/api';
import { useApiRead } from '@nyaya/shared/hooks/useApiRead';
import { useRefreshWhileVisible } from '@nyaya/shared/hooks/useRefreshWhileVisible';
import { buttonClasses } from '@nyaya/shared/ui/Button';
import { useT } from '../i18n';

/**
 * "Chat with Expert" on an order's pages: opens the order's conversation, with a badge of the
 * expert's messages not yet read (asked again while the page is visible, every 15 s and on return),
 * said in words to a screen reader. Without an answer there is simply no badge.
 */
export function ChatWithExpertLink({ orderNumber }: { orderNumber: string }) {
  const t = useT();
  const read = useApiRead(apiPaths.conversationUnread(orderNumber), UnreadViewSchema);
  useRefreshWhileVisible(read.retry);
  const unread = read.data?.unread ?? 0;
  return (
    <Link to={`/order-chat?order=${encodeURIComponent(orderNumber)}`} className={buttonClasses('outline', 'lg')}>
      <MessageCircle aria-hidden="true" className="size-4" /> {t('chatWithExpert')}
      {unread > 0 && (
        <>
          <span aria-hidden="true" className="min-w-6 rounded-full bg-brand-600 px-1.5 text-center text-xs leading-6 font-bold text-white">
            {unread}
          </span>
          {/* The space outside: a screen reader's name is then "Chat with Expert (2 unread messages)". */}{' '}
          <span className="sr-only">{t('chat.unread', { count: unread })}</span>
        </>
      )}
    </Link>
  );
}
