import { Bell, CalendarDays, FileText, ListChecks, MapPin, MessageSquare, ShoppingBag, Target, Users } from 'lucide-react';
import type { NotificationView } from '@nyaya/shared/api';
import { formatIndiaDateTime } from '@nyaya/shared/format';
import { Link } from '@nyaya/shared/router';
import { cn } from '@nyaya/shared/ui/cn';
import { useT as useInfoT } from '../../i18n';
import { notificationWords } from './notificationWords';

const kindIcon: Record<NotificationView['kind'], typeof Bell> = {
  'step-completed': Bell,
  'new-message': MessageSquare,
  'document-requested': FileText,
  'document-refused': FileText,
  'draft-delivered': FileText,
  'revision-requested': FileText,
  'consultation-soon': CalendarDays,
  'order-placed': ShoppingBag,
  'order-cancelled': ShoppingBag,
  'consultation-booked': CalendarDays,
  'consultation-cancelled': CalendarDays,
  'action-item-due': ListChecks,
  'goal-deadline': Target,
  'event-place': MapPin,
  'discussion-reply': MessageSquare,
  'space-join-approved': Users,
  'space-join-requested': Users,
};

/**
 * One of the user's notifications, a link to its order or consultation. Unread: a dot, a left
 * border and "Unread:" for screen readers (never colour alone), as the sample list shows them.
 */
export function AccountNotificationItem({ item, href, onOpen }: { item: NotificationView; href: string; onOpen: () => void }) {
  const tInfo = useInfoT();
  const Icon = kindIcon[item.kind] ?? Bell;
  const words = notificationWords(item);
  return (
    <Link
      to={href}
      onClick={onOpen}
      data-state={item.read ? 'read' : 'unread'}
      className={cn(
        'flex min-h-11 w-full items-start gap-3 rounded-2xl border bg-white p-4 text-left shadow-sm hover:bg-gray-50',
        item.read ? 'border-line' : 'border-line border-l-4 border-l-brand-600 bg-brand-50/40',
      )}
    >
      <span aria-hidden="true" className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-start gap-2">
          <span className={cn('min-w-0 flex-1 text-sm break-words text-ink', item.read ? 'font-medium' : 'font-semibold')}>
            {!item.read && <span className="sr-only">{tInfo('notifications.unread')}</span>}
            {!item.read && ' '}
            {words.title}
          </span>
          {!item.read && <span aria-hidden="true" data-testid="unread-dot" className="mt-1.5 size-2.5 shrink-0 rounded-full bg-brand-600" />}
        </span>
        {/* Spaces between the lines: a screen reader reads the link's name as one sentence, not words run together. */}{' '}
        {words.detail && <span className="mt-0.5 block text-sm break-words whitespace-pre-line text-muted">{words.detail}</span>}
        {words.detail && ' '}
        <span className="mt-0.5 block text-sm break-all text-muted">{words.subject}</span>{' '}
        <span className="mt-1 block text-xs text-muted">{formatIndiaDateTime(item.createdAt)}</span>
      </span>
    </Link>
  );
}
