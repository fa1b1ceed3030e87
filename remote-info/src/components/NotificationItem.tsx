import { CalendarDays, CreditCard, MessageSquare, Users } from 'lucide-react';
import type { AppNotification } from '@nyaya/shared/types';
import { cn } from '@nyaya/shared/ui/cn';
import { translateText, useT } from '../i18n';

const typeIcon = { message: MessageSquare, event: CalendarDays, payment: CreditCard, social: Users } as const;

/**
 * A notification the user opens by activating it. Unread ones carry a dot and a left border
 * (spec §4) plus the word "Unread" for screen readers, so the state is never colour alone.
 */
export function NotificationItem({ notification, read, onOpen }: { notification: AppNotification; read: boolean; onOpen: () => void }) {
  const t = useT();
  const Icon = typeIcon[notification.type] ?? MessageSquare;
  return (
    <button
      type="button"
      onClick={onOpen}
      data-state={read ? 'read' : 'unread'}
      className={cn(
        'flex w-full items-start gap-3 rounded-2xl border bg-white p-4 text-left shadow-sm hover:bg-gray-50',
        read ? 'border-line' : 'border-line border-l-4 border-l-brand-600 bg-brand-50/40',
      )}
    >
      <span aria-hidden="true" className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-start gap-2">
          <span className={cn('flex-1 text-sm break-words text-ink', read ? 'font-medium' : 'font-semibold')}>
            {!read && <span className="sr-only">{t('notifications.unread')} </span>}
            {translateText(notification.title)}
          </span>
          {!read && <span aria-hidden="true" data-testid="unread-dot" className="mt-1.5 size-2.5 shrink-0 rounded-full bg-brand-600" />}
        </span>
        <span className="mt-0.5 block text-sm text-muted">{translateText(notification.description)}</span>
        <span className="mt-1 block text-xs text-muted">{translateText(notification.time)}</span>
      </span>
    </button>
  );
}
