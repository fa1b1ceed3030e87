import { Link } from '@nyaya/shared/router';
import { MessageCircle, Video } from 'lucide-react';
import { bookingModeLabel, type ConsoleItem } from '@nyaya/shared/api';
import { formatIndiaTime } from '@nyaya/shared/format';
import { Badge } from '@nyaya/shared/ui/Badge';
import { buttonClasses } from '@nyaya/shared/ui/Button';
import { useT } from './i18n';
import { todaysConsultations } from './statusFilter';

/**
 * The expert's day at the top of the console: each consultation's time, client and how to meet
 * (the meeting room for a video or voice call still to come, and always the conversation).
 */
export function TodaysConsultations({ items, now }: { items: readonly ConsoleItem[]; now: number }) {
  const t = useT();
  const today = todaysConsultations(items, now);
  return (
    <section aria-labelledby="console-today" className="mt-4 rounded-2xl border border-line bg-white p-4">
      <h2 id="console-today" className="text-base font-semibold text-ink">
        {t('today.title')}
      </h2>
      {today.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{t('today.none')}</p>
      ) : (
        <ul className="mt-1 divide-y divide-line">
          {today.map((item) => (
            <li key={item.reference} className="py-3">
              <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
                <span>{t('today.when', { time: formatIndiaTime(item.slotStart!), mode: bookingModeLabel(item.mode ?? 'video') })}</span>
                {item.status === 'completed' && <Badge tone="neutral">{t('today.over')}</Badge>}
              </p>
              <p className="text-sm break-words text-muted">{t('list.client', { name: item.clientName })}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                {item.meetingUrl && item.status === 'active' && (
                  // A Jitsi room in its own tab, so the console stays open beside the call.
                  <a href={item.meetingUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary', 'md')}>
                    <Video aria-hidden="true" className="size-4" /> {t('today.join')}
                  </a>
                )}
                <Link to={`/consultation-chat?booking=${encodeURIComponent(item.reference)}`} className={buttonClasses('outline', 'md')}>
                  <MessageCircle aria-hidden="true" className="size-4" /> {t('today.chat')}
                  {item.unread > 0 && <span className="sr-only"> ({t('list.unread', { count: item.unread })})</span>}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
