import { CalendarDays, Minus, TrendingDown, TrendingUp } from 'lucide-react';
import type { Goal } from '@nyaya/shared/types';
import { formatCount, formatDay, formatINR } from '@nyaya/shared/format';
import { goalProgress, parseIsoDay } from '@nyaya/shared/rules/life';
import { Badge } from '@nyaya/shared/ui/Badge';
import { Card } from '@nyaya/shared/ui/Card';
import { ProgressBar } from '@nyaya/shared/ui/ProgressBar';
import { translateText, useT } from '../i18n';

function amount(value: number, unit: Goal['unit']): string {
  return unit === 'INR' ? formatINR(value) : formatCount(value);
}

/** Up, down or flat, said in words as well as colour and arrow. */
function Trend({ trend }: { trend: number }) {
  const t = useT();
  if (trend === 0)
    return (
      <span className="inline-flex items-center gap-1 text-xs font-medium text-muted">
        <Minus aria-hidden="true" className="size-4" /> {t('track.trend.none')}
      </span>
    );
  const up = trend > 0;
  const Icon = up ? TrendingUp : TrendingDown;
  const percent = String(Math.abs(trend));
  return (
    <span className={`inline-flex items-center gap-1 text-xs font-semibold ${up ? 'text-green-700' : 'text-red-700'}`}>
      <Icon aria-hidden="true" className="size-4" />
      {up ? t('track.trend.up', { percent }) : t('track.trend.down', { percent })}
    </span>
  );
}

export function GoalCard({ goal }: { goal: Goal }) {
  const t = useT();
  const percent = goalProgress(goal);
  const deadline = parseIsoDay(goal.deadline);
  const title = translateText(goal.title);
  return (
    <Card>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-ink">{title}</h3>
          <Badge className="mt-1">{translateText(goal.category)}</Badge>
        </div>
        <span className="text-lg font-bold text-brand-700">{percent}%</span>
      </div>
      <ProgressBar className="mt-3" value={percent} label={t('track.goal.progressLabel', { title })} />
      <p className="mt-2 text-sm text-ink">
        {t('track.goal.amount', { unit: goal.unit, current: amount(goal.current, goal.unit), target: amount(goal.target, goal.unit) })}
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <span className="inline-flex items-center gap-1 text-xs text-muted">
          <CalendarDays aria-hidden="true" className="size-4" />
          {t('track.goal.deadline')} <time dateTime={goal.deadline}>{deadline ? formatDay(deadline) : goal.deadline}</time>
        </span>
        <Trend trend={goal.trend} />
      </div>
    </Card>
  );
}
