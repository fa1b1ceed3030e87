import { CheckCircle2, Circle, LoaderCircle } from 'lucide-react';
import type { TrackingStepView } from '@nyaya/shared/api';
import { formatIndiaDateTime } from '@nyaya/shared/format';
import type { TrackingStatus } from '@nyaya/shared/types';
import type { BadgeTone } from '@nyaya/shared/ui/Badge';
import { StepText } from './StepText';
import { Emphasis } from './Emphasis';
import { t, translateText, useT } from '../i18n';

// Spec §4: the active step is labelled "Current Step". Word, icon and colour together.
const look: Record<TrackingStatus, { label: () => string; tone: BadgeTone; icon: typeof Circle; iconClass: string }> = {
  completed: { label: () => t('status.completed'), tone: 'green', icon: CheckCircle2, iconClass: 'text-green-600' },
  active: { label: () => t('status.currentStep'), tone: 'blue', icon: LoaderCircle, iconClass: 'text-blue-600' },
  pending: { label: () => t('status.pending'), tone: 'neutral', icon: Circle, iconClass: 'text-gray-400' },
};

/** The tracking timeline, one step per row with a connector line between rows, and when each step was reached (India's time). */
export function OrderTimeline({ steps }: { steps: TrackingStepView[] }) {
  useT();
  return (
    <ol className="flex flex-col">
      {steps.map((step, index) => {
        const { label, tone, icon: Icon, iconClass } = look[step.status];
        const at = step.at ? formatIndiaDateTime(step.at) : '';
        return (
          <li key={step.title} aria-current={step.status === 'active' ? 'step' : undefined} className="flex gap-3">
            <div className="flex flex-col items-center">
              <Icon aria-hidden="true" className={`size-6 shrink-0 ${iconClass}`} />
              {index < steps.length - 1 && <span aria-hidden="true" className="my-1 w-0.5 flex-1 bg-line" />}
            </div>
            <div className="min-w-0 flex-1 pb-4">
              <StepText title={translateText(step.title)} description={translateText(step.description)} tone={tone} label={label()} />
              {at && step.status !== 'pending' && (
                <p className="mt-0.5 text-xs text-muted">
                  <Emphasis text={t('tracking.at', { time: at })} part={at} wrap={(part) => <time dateTime={step.at!}>{part}</time>} />
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
