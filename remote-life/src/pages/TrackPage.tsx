import { useCallback, useState } from 'react';
import { Plus } from 'lucide-react';
import { useLoaderData } from '@nyaya/shared/router';
import { getGoals } from '@nyaya/shared/data/life';
import { emptyGoalDraft, goalDraftOf, indiaDay, type CheckInRef, type GoalCheckIn, type OwnGoal } from '@nyaya/shared/rules/life';
import type { Goal } from '@nyaya/shared/types';
import { Button } from '@nyaya/shared/ui/Button';
import { intentProps } from '@nyaya/shared/ui/lazyOnIntent';
import { CheckInList, checkInsToggleId, checkInWords } from '../components/CheckInList';
import { GoalCard, logProgressId } from '../components/GoalCard';
import { LazyCheckInForm, LazyConfirmDeleteDialog, LazyGoalForm, prefetchTrackDialogs } from '../components/lazyDialogs';
import { LifeScreen } from '../components/LifeScreen';
import { WeeklyChart } from '../components/WeeklyChart';
import { useT } from '../track/i18n';
import { useGoalList } from './useGoalList';

// One moment for the chart's days, the overdue mark and the check-in's latest day, so they agree
// even across midnight. It is India's day, whatever zone the device is set to.
export async function loader() {
  const now = Date.now();
  return { now, today: indiaDay(now), goals: await getGoals() };
}

/**
 * The dialog open: a goal form (`goal` null for a new one), a check-in, or the correction of one
 * (`ref`); `key` gives each opening a fresh form.
 */
type Editing = { key: number; kind: 'goal' | 'checkIn'; goal: Goal | null; ref?: CheckInRef };

/** An own goal's unit (the tracker's Goal type also names the samples' units: km, books). */
const unitOf = (goal: Goal) => (goal.unit === 'INR' ? 'INR' : 'count');

export function TrackPage() {
  const t = useT();
  const { now, today, goals: sample } = useLoaderData<typeof loader>();
  const { goals, examples, week, ownGoal, save, logCheckIn, correctCheckIn, remove } = useGoalList(sample, today, now);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState<Goal | null>(null);
  const [unlogging, setUnlogging] = useState<{ goal: Goal; ref: CheckInRef } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const openDialog = useCallback((kind: Editing['kind'], goal: Goal | null, ref?: CheckInRef) => {
    setEditing((previous) => ({ key: (previous?.key ?? 0) + 1, kind, goal, ref }));
    setOpen(true);
  }, []);
  const edited = editing?.goal ? ownGoal(editing.goal.id) : undefined;

  const onSave = (goal: OwnGoal): boolean => {
    if (save(editing?.goal?.id ?? null, goal)) return false;
    setOpen(false);
    setAnnouncement(editing?.goal ? t('track.announce.saved', { title: goal.title }) : t('track.announce.added', { title: goal.title }));
    return true;
  };
  const onCheckIn = (checkIn: GoalCheckIn) => {
    if (!editing?.goal) return 'missing' as const;
    const { goal, ref } = editing;
    const problem = ref ? correctCheckIn(goal.id, ref, checkIn) : logCheckIn(goal.id, checkIn);
    if (problem) return problem;
    setOpen(false);
    setAnnouncement(ref ? t('track.announce.corrected', { title: goal.title }) : t('track.announce.checkIn', { title: goal.title }));
    return null;
  };
  // A check-in (or goal) already gone, deleted in another tab or on another device, needs no word:
  // the list shows it gone.
  const confirmUnlog = () => {
    if (!unlogging) return;
    if (!correctCheckIn(unlogging.goal.id, unlogging.ref, null)) setAnnouncement(t('track.announce.checkInDeleted', { title: unlogging.goal.title }));
    setUnlogging(null);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove(deleting.id);
    setAnnouncement(t('track.announce.deleted', { title: deleting.title }));
    setDeleting(null);
  };

  return (
    <LifeScreen title={t('track.title')} tab="Track">
      <section aria-labelledby="week-heading">
        <h2 id="week-heading" className="mb-2 text-lg font-semibold text-ink">
          {t('track.week')}
        </h2>
        <WeeklyChart week={week} />
      </section>
      <section aria-labelledby="goals-heading" className="mt-6" {...intentProps(prefetchTrackDialogs)}>
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <h2 id="goals-heading" className="text-lg font-semibold text-ink">
            {t('track.goals')}
          </h2>
          <Button onClick={() => openDialog('goal', null)}>
            <Plus aria-hidden="true" className="size-4" />
            {t('track.add')}
          </Button>
        </div>
        {examples && <p className="mb-3 rounded-xl bg-blue-50 p-3 text-sm text-ink">{t('track.examples')}</p>}
        <p role="status" className="sr-only">
          {announcement}
        </p>
        <ul className="flex flex-col gap-3">
          {goals.map((goal) => (
            <li key={goal.id}>
              <GoalCard
                goal={goal}
                today={today}
                example={examples}
                onCheckIn={examples ? undefined : () => openDialog('checkIn', goal)}
                onEdit={examples ? undefined : () => openDialog('goal', goal)}
                onDelete={examples ? undefined : () => setDeleting(goal)}
              >
                {!examples && (
                  <CheckInList
                    goalId={goal.id}
                    title={goal.title}
                    unit={unitOf(goal)}
                    checkIns={ownGoal(goal.id)?.checkIns ?? []}
                    onEdit={(ref) => openDialog('checkIn', goal, ref)}
                    onDelete={(ref) => setUnlogging({ goal, ref })}
                  />
                )}
              </GoalCard>
            </li>
          ))}
        </ul>
      </section>
      {editing?.kind === 'goal' && (editing.goal === null || edited) && (
        <LazyGoalForm
          key={editing.key}
          open={open}
          onOpenChange={setOpen}
          editing={edited}
          initial={edited ? goalDraftOf(edited) : emptyGoalDraft()}
          onSave={onSave}
        />
      )}
      {editing?.kind === 'checkIn' && edited && (
        <LazyCheckInForm
          key={editing.key}
          open={open}
          onOpenChange={setOpen}
          title={edited.title}
          unit={edited.unit}
          today={today}
          initial={editing.ref?.was}
          onSave={onCheckIn}
        />
      )}
      {deleting && (
        <LazyConfirmDeleteDialog
          words={{
            title: t('track.deleteDialog.title'),
            description: t('track.deleteDialog.text', { title: deleting.title }),
            confirm: t('track.deleteDialog.confirm'),
            keep: t('track.deleteDialog.keep'),
          }}
          onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
          onConfirm={confirmDelete}
        />
      )}
      {unlogging && (
        <LazyConfirmDeleteDialog
          words={{
            title: t('track.checkIns.deleteTitle'),
            description: t('track.checkIns.deleteText', { title: unlogging.goal.title, ...checkInWords(unlogging.ref.was, unitOf(unlogging.goal)) }),
            confirm: t('track.deleteDialog.confirm'),
            keep: t('track.deleteDialog.keep'),
          }}
          onOpenChange={(isOpen) => !isOpen && setUnlogging(null)}
          onConfirm={confirmUnlog}
          returnFocus={() => document.getElementById(checkInsToggleId(unlogging.goal.id)) ?? document.getElementById(logProgressId(unlogging.goal.id))}
        />
      )}
    </LifeScreen>
  );
}

export const Component = TrackPage;
