import { lazy, Suspense, useEffect, useState } from 'react';
import { defineTexts, translateText } from '@nyaya/shared/i18n';
import { findLifeEventTemplate, lifePlanTexts } from '@nyaya/shared/data/life/eventTemplates';
import type { PlanView } from '@nyaya/shared/rules/life';
import type { LifeEvent } from '@nyaya/shared/types';
import { useT } from './i18n';
import { PlanCard } from './PlanCard';
import { SampleEventList } from './SampleEventList';
import { useLifePlans } from './useLifePlans';

defineTexts(lifePlanTexts);

// The confirm dialog's code (Radix Dialog: focus trap, scroll lock, layers) is more than the rest
// of the plans: it is fetched once there is a plan to delete, not before.
const loadDeleteDialog = () => import('./DeletePlanDialog');
const DeletePlanDialog = lazy(() => loadDeleteDialog().then((module) => ({ default: module.DeletePlanDialog })));

/** The user's plans (or the examples again once the last is deleted), with status changes and delete. */
export function OwnPlans({ samples, announce }: { samples: LifeEvent[]; announce: (text: string) => void }) {
  const t = useT();
  const { plans, samples: examples, items, changeStatus, remove } = useLifePlans(samples);
  const [deleting, setDeleting] = useState<PlanView | null>(null);
  const hasPlans = plans.length > 0;
  useEffect(() => {
    if (hasPlans) void loadDeleteDialog();
  }, [hasPlans]);
  const titleOf = (plan: PlanView) => translateText(findLifeEventTemplate(plan.template)?.title ?? '');
  const confirmDelete = () => {
    if (!deleting) return;
    remove(deleting.id);
    announce(t('plans.announce.deleted', { title: titleOf(deleting) }));
    setDeleting(null);
  };

  return (
    <>
      {hasPlans ? (
        <ul className="mt-3 flex flex-col gap-3" aria-label={t('plans.listLabel')}>
          {plans.map((plan) => (
            <li key={plan.id}>
              <PlanCard
                plan={plan}
                items={items}
                onStatus={(status) => {
                  changeStatus(plan.id, status);
                  announce(t('plans.announce.status', { title: titleOf(plan), status: translateText(status) }));
                }}
                onDelete={() => setDeleting(plan)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <SampleEventList events={examples} />
      )}
      {deleting && (
        <Suspense fallback={null}>
          <DeletePlanDialog title={titleOf(deleting)} onOpenChange={(open) => !open && setDeleting(null)} onConfirm={confirmDelete} />
        </Suspense>
      )}
    </>
  );
}

export default OwnPlans;
