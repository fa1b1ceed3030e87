import { useState } from 'react';
import { RotateCcw, Trash2 } from 'lucide-react';
import type { HiddenItem } from '@nyaya/shared/api';
import { formatCount } from '@nyaya/shared/format';
import { Button } from '@nyaya/shared/ui/Button';
import { useT } from './i18n';

/** How much of a post the queue shows: enough to judge it, never a wall of text. */
const EXCERPT = 280;
const excerpt = (text: string) => {
  const chars = [...text.trim()];
  return chars.length > EXCERPT ? `${chars.slice(0, EXCERPT).join('')}…` : chars.join('');
};

export type Decision = 'restore' | 'remove';

/**
 * One item of the review queue (issue 26): what it is, its words as plain text (React writes a
 * text node: markup someone typed stays visible characters), who wrote it, how many reported it
 * and why; Restore, and Remove (asked first) for a post or a message. A member is not removed
 * here: Restore dismisses the reports.
 */
export function ReportedItem({ item, busy, onDecide }: { item: HiddenItem; busy: boolean; onDecide: (decision: Decision) => void }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const kind = t(`reports.kind.${item.kind}`);
  const name = item.author.name.trim() || '—';
  const words = item.kind === 'member' ? '' : excerpt(item.kind === 'discussion' ? `${item.title}\n${item.body}` : item.body);
  const reasons = item.reasons.map((reason) => t(`reports.reason.${reason}`)).join(', ');
  return (
    <li className="rounded-2xl border border-line bg-white p-4 shadow-sm" data-testid="reported-item">
      <p className="flex flex-wrap items-center gap-2 text-xs font-semibold text-muted">
        <span className="rounded-full bg-gray-100 px-2 py-0.5 text-ink">{kind}</span>
        <span className="rounded-full bg-red-50 px-2 py-0.5 text-red-800">
          {t('reports.count', { count: item.reports, amount: formatCount(item.reports) })}
        </span>
      </p>
      {item.kind === 'reply' && item.title && <p className="mt-2 text-xs break-words text-muted">{t('reports.in', { title: item.title })}</p>}
      {item.kind !== 'member' && (
        <p className="mt-2 text-sm break-words whitespace-pre-wrap text-ink">{words || <span className="text-muted italic">{t('reports.noText')}</span>}</p>
      )}
      <p className="mt-2 text-sm break-words text-ink">{t('reports.by', { name })}</p>
      <p className="mt-1 text-sm break-words text-muted">{t('reports.reasons', { reasons })}</p>
      {confirming ? (
        <div role="group" aria-label={t('reports.confirmRemove')} className="mt-3 rounded-xl bg-red-50 p-3">
          <p className="text-sm text-red-900">{t('reports.confirmRemove')}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button variant="outline" size="sm" disabled={busy} onClick={() => setConfirming(false)}>
              {t('reports.keep')}
            </Button>
            <Button variant="danger" size="sm" disabled={busy} onClick={() => onDecide('remove')}>
              <Trash2 aria-hidden="true" className="size-4" /> {t('reports.confirm')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => onDecide('restore')}
            aria-label={item.kind === 'member' ? t('reports.restoreMemberLabel', { name }) : t('reports.restoreLabel', { kind: kind.toLowerCase(), name })}
          >
            <RotateCcw aria-hidden="true" className="size-4" /> {t('reports.restore')}
          </Button>
          {item.kind !== 'member' && (
            <Button
              variant="ghost"
              size="sm"
              disabled={busy}
              onClick={() => setConfirming(true)}
              aria-label={t('reports.removeLabel', { kind: kind.toLowerCase(), name })}
            >
              <Trash2 aria-hidden="true" className="size-4" /> {t('reports.remove')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
