import { useEffect, useState, type ReactNode } from 'react';
import { LoaderCircle, RotateCw, WifiOff } from 'lucide-react';
import type { ConversationView, MessageView } from '@nyaya/shared/api';
import { Button } from '@nyaya/shared/ui/Button';
import { Composer } from './Composer';
import { useT } from './i18n';
import { MessageList } from './MessageList';
import { useConversation } from './useConversation';
import { useOutbox } from './useOutbox';

export interface ChatPanelProps {
  /** The order number (ORD…), the consultation's reference (BKG…) or a member conversation's (CNV…, issue 26). */
  reference: string;
  /** Heading level of nothing: the page names the conversation; this is its body. */
  className?: string;
  /** Told of the conversation once it is read (a member conversation's page names it and its members). */
  onView?: (view: ConversationView) => void;
  /** Shown on each message of another side, given it and its writer's name (a member conversation's Report, issue 26). */
  messageAction?: (message: MessageView, sender: string) => ReactNode;
}

/**
 * A conversation (issue 25), for either side: the messages (sender and time in India), what this
 * page sent and is still sending, the connection's state when it is not live, and the composer.
 * New messages from the other side are said in a polite live region; what is shown is marked read.
 */
export function ChatPanel({ reference, className, onView, messageAction }: ChatPanelProps) {
  const t = useT();
  const [announcement, setAnnouncement] = useState('');
  const [now] = useState(() => Date.now());
  const { load, connection, add, showEarlier, loadingEarlier, retry } = useConversation(reference, {
    onIncoming: (message: MessageView) =>
      setAnnouncement(
        message.hidden
          ? t('chat.hidden')
          : message.body
            ? t('chat.announce', { name: counterpartOf(), text: message.body })
            : t('chat.announceFile', { name: counterpartOf(), file: message.attachment?.fileName ?? '' }),
      ),
  });
  // A member without a name is "Nyaya member" (a group's writer is named in its bubble).
  const counterpartOf = () => (load.status === 'ok' ? load.view.counterpart || t('chat.member') : '');
  const counterpart = counterpartOf();
  const loadedView = load.status === 'ok' ? load.view : null;
  useEffect(() => {
    if (loadedView && onView) onView({ ...loadedView, messages: [], more: false });
  }, [loadedView, onView]);
  const outbox = useOutbox(reference, { canSend: connection === 'live', onSent: (message) => add([message]) });

  return (
    <div className={className}>
      {/* Always in the page, so a screen reader hears each new message as it is set. */}
      <p aria-live="polite" role="status" className="sr-only">
        {announcement}
      </p>
      {load.status === 'loading' && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" /> {t('chat.loading')}
        </p>
      )}
      {load.status === 'not-found' && <p className="rounded-xl bg-gray-50 p-4 text-sm text-ink">{t('chat.notFound')}</p>}
      {load.status === 'unreachable' && (
        <div role="alert" className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
          <p>{load.detail ?? t('chat.unreachable')}</p>
          <Button variant="outline" className="mt-3" onClick={retry}>
            <RotateCw aria-hidden="true" className="size-4" /> {t('chat.retry')}
          </Button>
        </div>
      )}
      {load.status === 'ok' && (
        <div className="flex flex-col gap-3">
          {connection !== 'live' && (
            <p role="status" className="flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
              {connection === 'offline' ? <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : null}
              {t(`chat.status.${connection}`)}
            </p>
          )}
          {load.earlier && (
            <Button variant="ghost" onClick={() => void showEarlier()} disabled={loadingEarlier}>
              {loadingEarlier ? t('chat.earlierLoading') : t('chat.earlier')}
            </Button>
          )}
          {load.messages.length === 0 && outbox.pending.length === 0 && <p className="text-sm text-muted">{t('chat.empty', { name: counterpart })}</p>}
          <MessageList
            reference={reference}
            you={load.view.you}
            me={load.view.me}
            members={load.view.members}
            counterpart={counterpart}
            messages={load.messages}
            pending={outbox.pending}
            now={now}
            onRetry={outbox.retry}
            onDiscard={outbox.discard}
            {...(messageAction && { messageAction })}
          />
          {load.view.open ? (
            <Composer counterpart={counterpart} text={outbox.text} onText={outbox.setText} onSend={outbox.send} />
          ) : (
            <p className="rounded-xl bg-gray-50 p-3 text-sm text-ink">{t('chat.closed')}</p>
          )}
        </div>
      )}
    </div>
  );
}

export default ChatPanel;
