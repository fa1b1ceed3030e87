import { useLoaderData } from '@nyaya/shared/router';
import { getGoals, getWeeklyActivity } from '@nyaya/shared/data/life';
import { GoalCard } from '../components/GoalCard';
import { LifeScreen } from '../components/LifeScreen';
import { WeeklyChart } from '../components/WeeklyChart';
import { useT } from '../i18n';

export async function loader() {
  const [week, goals] = await Promise.all([getWeeklyActivity(), getGoals()]);
  return { week, goals };
}

export function TrackPage() {
  const t = useT();
  const { week, goals } = useLoaderData<typeof loader>();
  return (
    <LifeScreen title={t('track.title')} tab="Track">
      <section aria-labelledby="week-heading">
        <h2 id="week-heading" className="mb-2 text-lg font-semibold text-ink">
          {t('track.week')}
        </h2>
        <WeeklyChart week={week} />
      </section>
      <section aria-labelledby="goals-heading" className="mt-6">
        <h2 id="goals-heading" className="mb-2 text-lg font-semibold text-ink">
          {t('track.goals')}
        </h2>
        <ul className="flex flex-col gap-3">
          {goals.map((goal) => (
            <li key={goal.id}>
              <GoalCard goal={goal} />
            </li>
          ))}
        </ul>
      </section>
    </LifeScreen>
  );
}

export const Component = TrackPage;
