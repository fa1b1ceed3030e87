import { ArrowLeft, ArrowRight, BookOpen, CalendarDays, CheckCircle2, ExternalLink, NotebookPen, Trash2, Zap } from 'lucide-react';
import { resources } from '@nyaya/shared/data/life';
import { findLifeEventTemplate } from '@nyaya/shared/data/life/eventTemplates';
import { formatDay } from '@nyaya/shared/format';
import {
  isTombstone,
  nextPlanStatus,
  parseIsoDay,
  planLinkPath,
  previousPlanStatus,
  type ActionItemEntries,
  type PlanStatus,
  type PlanView,
} from '@nyaya/shared/rules/life';
import { Link } from '@nyaya/shared/router';
import { Badge, type BadgeTone } from '@nyaya/shared/ui/Badge';
import { Button } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { translateText } from '../i18n';
import { useT } from './i18n';

// Each status has its own colour, icon and word, so it never relies on colour alone.
export const planStatusLook: Record<PlanStatus, { tone: BadgeTone; icon: typeof Zap }> = {
  Planning: { tone: 'blue', icon: NotebookPen },
  Active: { tone: 'green', icon: Zap },
  Done: { tone: 'neutral', icon: CheckCircle2 },
};

const linkClass = 'inline-flex min-h-11 items-center gap-1.5 break-words text-brand-700 underline underline-offset-2';

/**
 * One of the user's plans: its life event, status and date, how many of its action items are
 * done (they live on /act), the library's resources for it and where to get the legal part done.
 */
export function PlanCard({
  plan,
  items,
  onStatus,
  onDelete,
}: {
  plan: PlanView;
  items: ActionItemEntries;
  onStatus: (status: PlanStatus) => void;
  onDelete: () => void;
}) {
  const t = useT();
  const template = findLifeEventTemplate(plan.template);
  if (!template) return null;
  const title = translateText(template.title);
  const { tone, icon: Icon } = planStatusLook[plan.status];
  const date = parseIsoDay(plan.date);
  // Items the user deleted on /act no longer count.
  const live = plan.actionItemIds.flatMap((id) => {
    const entry = Object.hasOwn(items, id) ? items[id] : undefined;
    return entry && !isTombstone(entry) ? [entry] : [];
  });
  const done = live.filter((item) => item.completed).length;
  const next = nextPlanStatus(plan.status);
  const previous = previousPlanStatus(plan.status);
  const headingId = `plan-${plan.id}`;

  return (
    <Card>
      <article aria-labelledby={headingId} className="flex flex-col gap-3">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} className="font-semibold break-words text-ink">
              {title}
            </h2>
            <p className="mt-1 flex items-center gap-1 text-sm text-muted">
              <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
              <span>
                {t('plans.by')} <time dateTime={plan.date}>{date ? formatDay(date) : plan.date}</time>
              </span>
            </p>
          </div>
          <Badge tone={tone} className="shrink-0 gap-1">
            <Icon aria-hidden="true" className="size-3.5" />
            {translateText(plan.status)}
          </Badge>
        </div>
        <p className="text-sm text-ink">
          {t('plans.itemsDone', { done: String(done), total: String(live.length) })}{' '}
          <Link to="/act" className={linkClass}>
            {t('plans.seeItems')}
          </Link>
        </p>
        <section aria-label={t('plans.resources')}>
          <h3 className="text-sm font-medium text-muted">{t('plans.resources')}</h3>
          <ul>
            {template.resourceIds.map((id) => {
              const resource = resources.find((candidate) => candidate.id === id);
              return resource ? (
                <li key={id}>
                  <Link to={`/resource/${id}`} className={linkClass}>
                    <BookOpen aria-hidden="true" className="size-4 shrink-0" />
                    {translateText(resource.title)}
                  </Link>
                </li>
              ) : null;
            })}
          </ul>
        </section>
        <section aria-label={t('plans.help')}>
          <h3 className="text-sm font-medium text-muted">{t('plans.help')}</h3>
          <ul>
            {template.links.map((link) => (
              <li key={planLinkPath(link)}>
                <Link to={planLinkPath(link)} className={linkClass}>
                  <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
                  {translateText(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <div className="flex flex-wrap gap-2">
          {next && (
            <Button size="sm" onClick={() => onStatus(next)} aria-label={t('plans.moveLabel', { title, status: next })}>
              <ArrowRight aria-hidden="true" className="size-4" />
              {t('plans.move', { status: next })}
            </Button>
          )}
          {previous && (
            <Button size="sm" variant="outline" onClick={() => onStatus(previous)} aria-label={t('plans.moveBackLabel', { title, status: previous })}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t('plans.moveBack', { status: previous })}
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={onDelete} aria-label={t('plans.deleteLabel', { title })}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('plans.delete')}
          </Button>
        </div>
      </article>
    </Card>
  );
}
