import { useId, useState, type FormEvent } from 'react';
import { amountText, checkCheckInDraft, GOAL_LIMITS, type CheckInField, type GoalCheckIn, type IsoDay, type OwnGoalUnit } from '@nyaya/shared/rules/life';
import { Button } from '@nyaya/shared/ui/Button';
import { Dialog } from '@nyaya/shared/ui/Dialog';
import { Field } from '@nyaya/shared/ui/form/Field';
import { TextInput } from '@nyaya/shared/ui/form/TextInput';
import { useT } from '../track/i18n';
import type { GoalChangeProblem } from '../pages/useGoalList';
import { amountMessage, dayMessage } from './goalMessages';

const FIELDS: readonly CheckInField[] = ['amount', 'day'];

/**
 * Log progress on one goal: an amount in the goal's unit and the day it was made, today or earlier
 * in India (the date input stops at today too). `onSave` answers the problem when it is not kept.
 * Given `initial`, it corrects that check-in instead (the same checks: a day ahead stays refused).
 */
export function CheckInForm({
  open,
  onOpenChange,
  title,
  unit,
  today,
  initial,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the goal's title as the user wrote it */
  title: string;
  unit: OwnGoalUnit;
  today: IsoDay;
  /** the check-in being corrected */
  initial?: GoalCheckIn;
  onSave: (checkIn: GoalCheckIn) => GoalChangeProblem | null;
}) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState(initial ? { amount: amountText(initial.amount, unit), day: initial.day } : { amount: '', day: today });
  const [dayUnreadable, setDayUnreadable] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<GoalChangeProblem | null>(null);
  const checked = checkCheckInDraft(draft, unit, today, { dayUnreadable });
  const problems = submitted ? (checked.problems ?? {}) : {};
  const fieldId = (field: CheckInField) => `${id}-${field}`;

  const set = (field: CheckInField) => (event: { target: { value: string } }) => {
    setDraft((previous) => ({ ...previous, [field]: event.target.value }));
    setRefused(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (checked.problems) {
      const first = FIELDS.find((field) => checked.problems[field]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setRefused(onSave(checked.checkIn));
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={initial ? t('track.checkIns.editTitle') : t('track.checkIn.title')} description={title}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field
          id={fieldId('amount')}
          label={t('track.checkIn.amount', { unit })}
          hint={t('track.form.amountHint', { unit })}
          message={amountMessage(t, problems.amount, unit, 'amount')}
        >
          <TextInput value={draft.amount} onChange={set('amount')} inputMode={unit === 'INR' ? 'decimal' : 'numeric'} autoComplete="off" />
        </Field>
        <Field id={fieldId('day')} label={t('track.checkIn.day')} message={dayMessage(t, problems.day)}>
          <TextInput
            type="date"
            value={draft.day}
            min={GOAL_LIMITS.firstDay}
            max={today}
            onChange={(event) => {
              setDayUnreadable(event.target.validity?.badInput ?? false);
              set('day')(event);
            }}
          />
        </Field>
        {refused && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {refused === 'tooManyCheckIns'
              ? t('track.checkIn.tooMany')
              : refused === 'missing'
                ? t('track.checkIn.missing')
                : refused === 'changed'
                  ? t('track.checkIns.changed')
                  : t('track.form.full')}
          </p>
        )}
        <div className="flex flex-col gap-2">
          <Button type="submit">{initial ? t('track.checkIns.save') : t('track.checkIn.save')}</Button>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('track.form.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
