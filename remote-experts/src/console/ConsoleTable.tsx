import { Link } from '@nyaya/shared/router';
import { bookingModeLabel, type ConsoleItem } from '@nyaya/shared/api';
import { formatIndiaDateTime } from '@nyaya/shared/format';
import { Badge, type BadgeTone } from '@nyaya/shared/ui/Badge';
import { t, translateText, useT } from './i18n';

/** What the status column says: an order in progress names its current step, a consultation to come is upcoming. */
function statusOf(item: ConsoleItem): { label: string; tone: BadgeTone } {
  if (item.status === 'cancelled') return { label: t('status.cancelled'), tone: 'neutral' };
  if (item.status === 'completed') return { label: t('status.completed'), tone: 'green' };
  if (item.kind === 'order' && item.currentStep) return { label: translateText(item.currentStep), tone: 'blue' };
  return { label: t('status.upcoming'), tone: 'blue' };
}

function WorkCell({ item }: { item: ConsoleItem }) {
  const t = useT();
  const title = item.kind === 'order' ? translateText(item.title) : t('list.consultation', { mode: bookingModeLabel(item.mode ?? 'video') });
  const name = (
    <>
      <span className="block font-semibold break-words">{title}</span>
      <span className="block font-mono text-xs">{item.reference}</span>
    </>
  );
  return (
    <>
      {/* An order's page (its intake, timeline, conversation and the one action for its current step), or a consultation's conversation. */}
      <Link
        to={
          item.kind === 'order' ? `/console/orders/${encodeURIComponent(item.reference)}` : `/consultation-chat?booking=${encodeURIComponent(item.reference)}`
        }
        className="-mx-1 block min-h-11 rounded px-1 py-0.5 text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {name}
      </Link>
      <p className="mt-1 text-xs break-words text-muted">{t('list.client', { name: item.clientName })}</p>
      <p className="text-xs text-muted">
        {item.kind === 'consultation' && item.slotStart
          ? t('list.slot', { when: formatIndiaDateTime(item.slotStart) })
          : t('list.placed', { date: formatIndiaDateTime(item.createdAt) })}
      </p>
    </>
  );
}

/**
 * The expert's orders and consultations as a table: what and for whom, where it stands, and the
 * client's unread messages (a number, said in words to screen readers).
 */
export function ConsoleTable({ items }: { items: ConsoleItem[] }) {
  const t = useT();
  return (
    <table className="mt-4 w-full table-fixed border-separate border-spacing-0 overflow-hidden rounded-2xl border border-line bg-white text-sm">
      <caption className="sr-only">{t('list.caption')}</caption>
      <colgroup>
        <col />
        <col className="w-28" />
        <col className="w-16" />
      </colgroup>
      <thead className="bg-gray-50 text-left text-xs text-muted">
        <tr>
          <th scope="col" className="px-3 py-2 font-medium">
            {t('list.column.work')}
          </th>
          <th scope="col" className="px-2 py-2 font-medium">
            {t('list.column.status')}
          </th>
          <th scope="col" className="px-2 py-2 text-right font-medium">
            {t('list.column.unread')}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const status = statusOf(item);
          const unread = item.unread > 0 ? item.unread : 0;
          return (
            <tr key={`${item.kind}-${item.reference}`} className="align-top">
              <td className="border-t border-line px-3 py-3">
                <WorkCell item={item} />
              </td>
              <td className="border-t border-line px-2 py-3">
                <Badge tone={status.tone} className="break-words whitespace-normal">
                  {status.label}
                </Badge>
              </td>
              <td className="border-t border-line px-2 py-3 text-right">
                <span aria-hidden="true" className={unread > 0 ? 'font-bold text-brand-700' : 'text-muted'}>
                  {unread}
                </span>
                <span className="sr-only">{t('list.unread', { count: unread })}</span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
