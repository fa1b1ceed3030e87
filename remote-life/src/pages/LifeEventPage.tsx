import { useState } from 'react';
import { useLoaderData } from '@nyaya/shared/router';
import { findLifeEventTemplate, getLifeEvents, type LifeEventTemplate } from '@nyaya/shared/data/life';
import type { PlanView } from '@nyaya/shared/rules/life';
import { LifeScreen } from '../components/LifeScreen';
import { translateText, useT } from '../i18n';
import { DeletePlanDialog } from '../plans/DeletePlanDialog';
import { PlanCard } from '../plans/PlanCard';
import { SampleEventList } from '../plans/SampleEventList';
import { StartPlanForm } from '../plans/StartPlanForm';
import { useLifePlans, type StartProblem } from '../plans/useLifePlans';

export const loader = () => getLifeEvents();

/**
 * Life events (issue 27): the user starts one from a template and gets a plan (action items on
 * /act, resources, where to get the legal part done) and moves it Planning → Active → Done.
 * Until they start one, the seed's events show as examples.
 */
export function LifeEventPage() {
  const t = useT();
  const samples = useLoaderData<typeof loader>();
  const { plans, samples: examples, items, start, changeStatus, remove } = useLifePlans(samples);
  const [announcement, setAnnouncement] = useState('');
  const [deleting, setDeleting] = useState<PlanView | null>(null);
  const titleOf = (plan: PlanView) => translateText(findLifeEventTemplate(plan.template)?.title ?? '');

  const onStart = (template: LifeEventTemplate): StartProblem | null => {
    const result = start(template);
    if ('problem' in result) return result.problem;
    const title = translateText(template.title);
    setAnnouncement(t('plans.announce.started', { title, count: String(template.steps.length) }));
    return null;
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove(deleting.id);
    setAnnouncement(t('plans.announce.deleted', { title: titleOf(deleting) }));
    setDeleting(null);
  };

  return (
    <LifeScreen title={t('lifeEvents.title')} tab="Life Event">
      <StartPlanForm onStart={onStart} />
      <p role="status" className="mt-3 text-sm font-medium text-ink empty:hidden">
        {announcement}
      </p>
      {plans.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-3" aria-label={t('plans.listLabel')}>
          {plans.map((plan) => (
            <li key={plan.id}>
              <PlanCard
                plan={plan}
                items={items}
                onStatus={(status) => {
                  changeStatus(plan.id, status);
                  setAnnouncement(t('plans.announce.status', { title: titleOf(plan), status: translateText(status) }));
                }}
                onDelete={() => setDeleting(plan)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <SampleEventList events={examples} />
      )}
      {deleting && <DeletePlanDialog title={titleOf(deleting)} onOpenChange={(open) => !open && setDeleting(null)} onConfirm={confirmDelete} />}
    </LifeScreen>
  );
}

export const Component = LifeEventPage;
