import { lazy, Suspense, useState } from 'react';
import { currentLocale, ensureCatalogs } from '@nyaya/shared/i18n';
import { useLoaderData } from '@nyaya/shared/router';
import { getLifeEvents, lifeEventChoices } from '@nyaya/shared/data/life';
import { LifeScreen } from '../components/LifeScreen';
import { translateText, useT } from '../i18n';
import { SampleEventList } from '../plans/SampleEventList';
import { StartPlanForm } from '../plans/StartPlanForm';
import type { StartProblem } from '../plans/startPlan';
import { useStoredPlans } from '../plans/storedPlans';

export const loader = () => getLifeEvents();

// A first visit needs only the examples and the start form; the stores, the templates and the
// plan cards come when there is a plan to show or one is started (useStoredPlans says why).
// Their messages' Hindi is awaited with them, so the cards never show in English first.
const OwnPlans = lazy(() =>
  import('../plans/OwnPlans').then(async (module) => {
    await ensureCatalogs(currentLocale());
    return module;
  }),
);
const loadStart = () => import('../plans/startPlan');

/**
 * Life events (issue 27): the user starts one from a template and gets a plan (action items on
 * /act, guides, where to get the legal part done) and moves it Planning → Active → Done. Until
 * they start one, the seed's events show as examples.
 */
export function LifeEventPage() {
  const t = useT();
  const samples = useLoaderData<typeof loader>();
  const [hasStoredPlans, recheck] = useStoredPlans();
  const [announcement, setAnnouncement] = useState('');

  const onStart = async (id: string): Promise<StartProblem | null> => {
    const result = await (await loadStart()).startPlan(id);
    if ('problem' in result) return result.problem;
    const title = translateText(lifeEventChoices.find((choice) => choice.id === id)?.title ?? '');
    setAnnouncement(t('plans.announce.started', { title, count: String(result.count) }));
    recheck();
    return null;
  };

  return (
    <LifeScreen title={t('lifeEvents.title')} tab="Life Event">
      <StartPlanForm onStart={onStart} />
      <p role="status" className="mt-3 text-sm font-medium text-ink empty:hidden">
        {announcement}
      </p>
      {hasStoredPlans ? (
        <Suspense fallback={null}>
          <OwnPlans samples={samples} announce={setAnnouncement} />
        </Suspense>
      ) : (
        <SampleEventList events={samples} />
      )}
    </LifeScreen>
  );
}

export const Component = LifeEventPage;
