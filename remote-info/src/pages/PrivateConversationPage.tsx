import { useCallback, useState } from 'react';
import { LogIn } from 'lucide-react';
import type { ConversationView, MessageView } from '@nyaya/shared/api';
import { signInHref, useAccount } from '@nyaya/shared/account';
import { LazyChatPanel } from '@nyaya/shared/chat';
import { Link, useParams } from '@nyaya/shared/router';
import { buttonClasses } from '@nyaya/shared/ui/Button';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { ConversationTools } from '../messages/ConversationTools';
import { useT as useMessagesT } from '../messages/i18n';
import { useT as useModerationT } from '../moderation/i18n';
import { ReportButton } from '../moderation/ReportButton';
import { useT } from '../i18n';

/**
 * One private conversation (`/private/CNV…`, issue 26): the order chat's panel (messages, live
 * delivery, catch-up, reads) with the other member's name, and Block or the group's members. A
 * guest is asked to sign in and brought back here; anyone not in it is told there is nothing here.
 * Each message of another member has Report (hidden for everyone but its writer after 3 reports).
 */
export function PrivateConversationPage() {
  const t = useT();
  const tm = useMessagesT();
  const tr = useModerationT();
  const { reference = '' } = useParams();
  const account = useAccount();
  const [view, setView] = useState<ConversationView | null>(null);
  const title = view ? view.counterpart || tm('member') : tm('conversation.title');
  const reportAction = useCallback(
    (message: MessageView, sender: string) => <ReportButton kind="message" targetId={String(message.id)} label={tr('report.message', { name: sender })} />,
    [tr],
  );
  const crumbs = [{ label: t('info.area') }, { label: t('info.tabs.private'), to: '/private' }, { label: title }];

  return (
    <Screen>
      <PageHeader title={title} crumbs={crumbs} backTo="/private" />
      {account.status === 'signed-in' ? (
        <div className="flex flex-col gap-3">
          {view && <ConversationTools reference={reference} view={view} />}
          <LazyChatPanel reference={reference} onView={setView} messageAction={reportAction} />
        </div>
      ) : account.status === 'guest' ? (
        <div className="rounded-2xl border border-line bg-white p-4 text-sm text-ink">
          <p>{tm('signIn.body')}</p>
          <Link to={signInHref(`/private/${reference}`)} className={buttonClasses('primary', 'sm', 'mt-3')}>
            <LogIn aria-hidden="true" className="size-4" /> {tm('signIn.action')}
          </Link>
        </div>
      ) : (
        <p role="status" className="text-sm text-muted">
          {tm('list.loading')}
        </p>
      )}
    </Screen>
  );
}

export const Component = PrivateConversationPage;
