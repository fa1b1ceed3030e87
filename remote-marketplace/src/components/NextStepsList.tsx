import { StepText } from './StepText';
import { CheckCircle2, Circle, LoaderCircle } from 'lucide-react';
import type { OrderNextStep } from '@nyaya/shared/data/marketplace/purchase';
import type { NextStepStatus } from '@nyaya/shared/types';
import type { BadgeTone } from '@nyaya/shared/ui/Badge';
import { t, translateText, useT } from '../i18n';

// Spec §4: pending is displayed as "Active". Word, icon and colour together, never colour alone.
const look: Record<NextStepStatus, { label: () => string; tone: BadgeTone; icon: typeof Circle; iconClass: string }> = {
  completed: { label: () => t('status.completed'), tone: 'green', icon: CheckCircle2, iconClass: 'text-green-600' },
  pending: { label: () => t('status.active'), tone: 'blue', icon: LoaderCircle, iconClass: 'text-blue-600' },
  upcoming: { label: () => t('status.upcoming'), tone: 'neutral', icon: Circle, iconClass: 'text-gray-400' },
};

export function NextStepsList({ steps }: { steps: OrderNextStep[] }) {
  useT();
  return (
    <ol className="flex flex-col gap-3">
      {steps.map((step) => {
        const { label, tone, icon: Icon, iconClass } = look[step.status];
        return (
          <li key={step.title} className="flex items-start gap-3">
            <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${iconClass}`} />
            <div className="min-w-0 flex-1">
              <StepText title={translateText(step.title)} description={translateText(step.description)} tone={tone} label={label()} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
