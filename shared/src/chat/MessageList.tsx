import type { ReactNode } from 'react';
import { FileText, RotateCw, Trash2 } from 'lucide-react';
import { apiPaths, type ConversationParty, type MessageView } from '@nyaya/shared/api';
import { formatIndiaDateTime, formatIndiaTime } from '@nyaya/shared/format';
import { Button } from '@nyaya/shared/ui/Button';
import { cn } from '@nyaya/shared/ui/cn';
import { useT } from './i18n';
import type { Pending } from './useOutbox';

/** "3:42 PM" today in India, "15 Dec 2026, 3:42 PM" on another day. */
function when(iso: string, now: number): string {
  const day = (value: string) => formatIndiaDateTime(value).split(',')[0];
  return day(iso) === day(new Date(now).toISOString()) ? formatIndiaTime(iso) : formatIndiaDateTime(iso);
}

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** A bubble: the sender, the text as text (never HTML), a file to download, and when. */
function Bubble({ mine, sender, time, children }: { mine: boolean; sender: string; time: string; children: ReactNode }) {
  return (
    <li className={cn('flex min-w-0 flex-col', mine ? 'items-end' : 'items-start')}>
      <div className={cn('max-w-[85%] min-w-0 rounded-2xl px-3 py-2', mine ? 'bg-brand-50 text-ink' : 'border border-line bg-white text-ink')}>
        <p className="text-xs font-semibold text-muted">{sender}</p>
        {children}
      </div>
      <p className="mt-0.5 px-1 text-xs text-muted">{time}</p>
    </li>
  );
}

function Body({ text }: { text: string }) {
  if (!text) return null;
  // React writes the text as a text node: markup someone typed stays visible characters.
  return <p className="text-sm break-words whitespace-pre-wrap">{text}</p>;
}

/** Hidden after reports (issue 26): a neutral line for the others; its writer reads it with a note. */
function HiddenNote({ mine }: { mine: boolean }) {
  const t = useT();
  return (
    <p className={cn('text-sm break-words', mine ? 'mt-1 text-xs text-amber-900' : 'text-muted italic')}>{mine ? t('chat.hiddenMine') : t('chat.hidden')}</p>
  );
}

export function MessageList({
  reference,
  you,
  me,
  members = [],
  counterpart,
  messages,
  pending,
  now,
  onRetry,
  onDiscard,
  messageAction,
}: {
  reference: string;
  you: ConversationParty;
  /** A member conversation's (issue 26): your member id and everyone's names; each message names its writer. */
  me?: string;
  members?: { id: string; name: string }[];
  counterpart: string;
  messages: MessageView[];
  pending: Pending[];
  now: number;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  /** What the page offers on another's message (a member conversation's Report, issue 26). */
  messageAction?: (message: MessageView, sender: string) => ReactNode;
}) {
  const t = useT();
  return (
    <ol aria-label={t('chat.list', { name: counterpart })} className="flex flex-col gap-3">
      {messages.map((message) => {
        const mine = you === 'member' ? message.author === me : message.from === you;
        const sender = you === 'member' ? members.find((member) => member.id === message.author)?.name || t('chat.member') : counterpart;
        return (
          <Bubble key={message.id} mine={mine} sender={mine ? t('chat.you') : sender} time={t('chat.sentAt', { time: when(message.createdAt, now) })}>
            {message.hidden && !mine ? <HiddenNote mine={false} /> : <Body text={message.body} />}
            {message.hidden && mine && <HiddenNote mine />}
            {message.attachment && (
              <a
                href={apiPaths.messageAttachment(reference, message.id)}
                download
                aria-label={t('chat.download', { name: message.attachment.fileName })}
                className="mt-1 flex min-h-11 min-w-0 items-center gap-2 rounded-xl border border-line bg-white px-3 text-sm text-brand-700 hover:underline"
              >
                <FileText aria-hidden="true" className="size-4 shrink-0" />
                <span className="min-w-0 break-all">{message.attachment.fileName}</span>
                <span className="shrink-0 text-xs text-muted">{sizeText(message.attachment.size)}</span>
              </a>
            )}
            {!mine && !message.hidden && messageAction?.(message, sender)}
          </Bubble>
        );
      })}
      {pending.map((item) => (
        <Bubble
          key={item.clientId}
          mine
          sender={t('chat.you')}
          time={
            item.state === 'sending'
              ? t('chat.pending.sending')
              : item.state === 'waiting'
                ? t('chat.pending.offline')
                : t('chat.pending.failed', { reason: item.reason ?? '' })
          }
        >
          <Body text={item.body} />
          {item.file && <p className="text-xs break-all text-muted">{t('chat.attached', { name: item.file.name })}</p>}
          {item.state !== 'sending' && (
            <div className="mt-1 flex flex-wrap gap-1">
              <Button variant="outline" size="sm" onClick={() => onRetry(item.clientId)}>
                <RotateCw aria-hidden="true" className="size-4" /> {t('chat.pending.retry')}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => onDiscard(item.clientId)}>
                <Trash2 aria-hidden="true" className="size-4" /> {t('chat.pending.discard')}
              </Button>
            </div>
          )}
        </Bubble>
      ))}
    </ol>
  );
}
