import type { ReactNode } from 'react';
import { AlertTriangle, CalendarDays, CheckCircle2, Minus, Pencil, Plus, Trash2, TrendingDown, TrendingUp } from 'lucide-react';
import type { Goal } from '@nyaya/shared/types';
import { formatCount, formatDay, formatINR } from '@nyaya/shared/format';
import { goalProgress, goalStatus, parseIsoDay, type IsoDay } from '@nyaya/shared/rules/life';
import { Badge } from '@nyaya/shared/ui/Badge';
import { Button } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { ProgressBar } from '@nyaya/shared/ui/ProgressBar';
import { translateText, useT } from '../i18n';
import { useT as useTrackT } from '../track/i18n';

function amount(value: number, unit: Goal['unit']): string {
  return unit === 'INR' ? formatINR(value) : formatCount(value);
}

/** Up, down or flat, said in words as well as colour and arrow. */
function Trend({ trend }: { trend: number }) {
  const tTrack = useTrackT();
  if (trend === 0)
    return (
      <span className="inline-flex items-center gap-1 text-xs font-medium text-muted">
        <Minus aria-hidden="true" className="size-4" /> {tTrack('track.trend.none')}
      </span>
    );
  const up = trend > 0;
  const Icon = up ? TrendingUp : TrendingDown;
  const percent = String(Math.abs(trend));
  return (
    <span className={`inline-flex items-center gap-1 text-xs font-semibold ${up ? 'text-green-700' : 'text-red-700'}`}>
      <Icon aria-hidden="true" className="size-4" />
      {up ? tTrack('track.trend.up', { percent }) : tTrack('track.trend.down', { percent })}
    </span>
  );
}

/** The id of a goal's Log progress button (focus lands there once its last check-in is deleted). */
export const logProgressId = (goalId: string) => `log-progress-${goalId}`;

/**
 * One goal: category, percent and bar, current of target, deadline, and how it stands: completed
 * once the target is reached, overdue once the deadline has passed short of it (not a trend then),
 * else the trend. A sample goal is marked "Example"; the user's own has Log progress, Edit, Delete.
 */
export function GoalCard({
  goal,
  today,
  example = false,
  onCheckIn,
  onEdit,
  onDelete,
  children,
}: {
  goal: Goal;
  today: IsoDay;
  example?: boolean;
  onCheckIn?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
  /** below the actions: the user's own goal's logged progress */
  children?: ReactNode;
}) {
  const t = useT();
  const tTrack = useTrackT();
  const percent = goalProgress(goal);
  const deadline = parseIsoDay(goal.deadline);
  const status = goalStatus(goal, today);
  // People's own words stay as written; only the sample's are the app's to translate.
  const title = example ? translateText(goal.title) : goal.title;
  return (
    <Card>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-ink">{title}</h3>
          <div className="mt-1 flex flex-wrap gap-1.5">
            <Badge>{translateText(goal.category)}</Badge>
            {example && <Badge tone="blue">{t('act.example')}</Badge>}
          </div>
        </div>
        <span className="text-lg font-bold text-brand-700">{percent}%</span>
      </div>
      <ProgressBar className="mt-3" value={percent} label={tTrack('track.goal.progressLabel', { title })} />
      <p className="mt-2 text-sm text-ink">
        {tTrack('track.goal.amount', { unit: goal.unit, current: amount(goal.current, goal.unit), target: amount(goal.target, goal.unit) })}
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <span className="inline-flex items-center gap-1 text-xs text-muted">
          <CalendarDays aria-hidden="true" className="size-4" />
          {tTrack('track.goal.deadline')} <time dateTime={goal.deadline}>{deadline ? formatDay(deadline) : goal.deadline}</time>
        </span>
        {status === 'completed' ? (
          <Badge tone="green" className="gap-1">
            <CheckCircle2 aria-hidden="true" className="size-3.5" />
            {tTrack('track.goal.completed')}
          </Badge>
        ) : status === 'overdue' ? (
          <Badge tone="red" className="gap-1">
            <AlertTriangle aria-hidden="true" className="size-3.5" />
            {tTrack('track.goal.overdue')}
          </Badge>
        ) : (
          <Trend trend={goal.trend} />
        )}
      </div>
      {(onCheckIn || onEdit || onDelete) && (
        <div className="mt-2 -mb-2 flex flex-wrap gap-2">
          {onCheckIn && (
            <Button id={logProgressId(goal.id)} variant="outline" size="sm" onClick={onCheckIn} aria-label={tTrack('track.goal.checkInLabel', { title })}>
              <Plus aria-hidden="true" className="size-4" />
              {tTrack('track.goal.checkIn')}
            </Button>
          )}
          {onEdit && (
            <Button variant="ghost" size="sm" onClick={onEdit} aria-label={t('act.editLabel', { title })}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('act.edit')}
            </Button>
          )}
          {onDelete && (
            <Button variant="ghost" size="sm" onClick={onDelete} aria-label={t('act.deleteLabel', { title })} className="text-red-700">
              <Trash2 aria-hidden="true" className="size-4" />
              {t('act.delete')}
            </Button>
          )}
        </div>
      )}
      {children}
    </Card>
  );
}
