import { Download } from 'lucide-react';
import { apiPaths, type DraftVersion } from '@nyaya/shared/api';
import { formatIndiaDateTime } from '@nyaya/shared/format';
import { buttonClasses } from '@nyaya/shared/ui/Button';
import { useT } from './i18n';

/**
 * One version of the order's draft: where it came from and when, whether it went to the client,
 * what the client asked to change in it (their words, as plain text), and its PDF to download.
 */
export function DraftVersionItem({ orderNumber, draft }: { orderNumber: string; draft: DraftVersion }) {
  const t = useT();
  const time = (iso: string) => t('order.step.time', { time: formatIndiaDateTime(iso) });
  const kb = String(Math.max(1, Math.round(draft.size / 1024)));
  return (
    <li className="flex flex-col gap-2 border-t border-line pt-3 first:border-t-0 first:pt-0">
      <div>
        <p className="font-medium text-ink">{t('draft.version', { version: draft.version })}</p>
        <p className="text-sm text-muted">
          {draft.source === 'generated' ? t('draft.generated', { time: time(draft.createdAt) }) : t('draft.uploaded', { time: time(draft.createdAt) })}{' '}
          {t('draft.size', { kb })}
        </p>
        <p className={draft.deliveredAt ? 'text-sm font-medium text-green-800' : 'text-sm text-muted'}>
          {draft.deliveredAt ? t('draft.delivered', { time: time(draft.deliveredAt) }) : t('draft.notDelivered')}
        </p>
      </div>
      {draft.revision && (
        <div className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-medium">{t('draft.revisionAsked', { time: time(draft.revision.askedAt) })}</p>
          <blockquote className="mt-1 break-words whitespace-pre-wrap">{draft.revision.comment}</blockquote>
        </div>
      )}
      <a href={apiPaths.consoleDraftFile(orderNumber, draft.version)} download className={buttonClasses('outline', 'md', 'self-start')}>
        <Download aria-hidden="true" className="size-4" /> {t('draft.download', { version: draft.version })}
      </a>
    </li>
  );
}
