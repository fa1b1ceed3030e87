import { CheckCircle2, Circle, LoaderCircle } from 'lucide-react';
import type { ConsoleStep } from '@nyaya/shared/api';
import { formatIndiaDateTime } from '@nyaya/shared/format';
import { Badge, type BadgeTone } from '@nyaya/shared/ui/Badge';
import { t, translateText, useT } from './i18n';

// Word, icon and colour together, as on the client's tracking page.
const look: Record<ConsoleStep['status'], { label: () => string; tone: BadgeTone; icon: typeof Circle; iconClass: string }> = {
  completed: { label: () => t('order.step.completed'), tone: 'green', icon: CheckCircle2, iconClass: 'text-green-600' },
  active: { label: () => t('order.step.current'), tone: 'blue', icon: LoaderCircle, iconClass: 'text-blue-600' },
  pending: { label: () => t('order.step.pending'), tone: 'neutral', icon: Circle, iconClass: 'text-gray-400' },
};

/** Who completed a step and when, or since when the current step is current, in India's time. */
function StepTime({ step }: { step: ConsoleStep }) {
  const t = useT();
  if (!step.at || step.status === 'pending') return null;
  const who = step.status === 'active' ? t('order.step.since') : step.completedBy === 'expert' ? t('order.step.doneBy.expert') : t('order.step.doneBy.nyaya');
  return (
    <p className="mt-0.5 text-xs text-muted">
      {who}: <time dateTime={step.at}>{t('order.step.time', { time: formatIndiaDateTime(step.at) })}</time>
    </p>
  );
}

/** The order's seven steps, each with its state, and the completed ones with when and by whom. */
export function ConsoleTimeline({ steps }: { steps: ConsoleStep[] }) {
  useT();
  return (
    <ol className="flex flex-col">
      {steps.map((step, index) => {
        const { label, tone, icon: Icon, iconClass } = look[step.status];
        return (
          <li key={step.index} aria-current={step.status === 'active' ? 'step' : undefined} className="flex gap-3">
            <div className="flex flex-col items-center">
              <Icon aria-hidden="true" className={`size-6 shrink-0 ${iconClass}`} />
              {index < steps.length - 1 && <span aria-hidden="true" className="my-1 w-0.5 flex-1 bg-line" />}
            </div>
            <div className="min-w-0 flex-1 pb-4">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-medium break-words text-ink">{translateText(step.title)}</span>
                <Badge tone={tone}>{label()}</Badge>
              </p>
              <p className="text-sm text-muted">{translateText(step.description)}</p>
              <StepTime step={step} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
