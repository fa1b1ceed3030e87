import { useId, useState, type FormEvent } from 'react';
import {
  checkGoalDraft,
  GOAL_CATEGORIES,
  GOAL_FIELDS,
  GOAL_LIMITS,
  GOAL_UNITS,
  type GoalDraft,
  type GoalField,
  type OwnGoal,
  type OwnGoalUnit,
} from '@nyaya/shared/rules/life';
import { Button } from '@nyaya/shared/ui/Button';
import { Dialog } from '@nyaya/shared/ui/Dialog';
import { Field } from '@nyaya/shared/ui/form/Field';
import { NativeSelect } from '@nyaya/shared/ui/form/NativeSelect';
import { TextInput } from '@nyaya/shared/ui/form/TextInput';
import { translateText } from '../i18n';
import { useT } from '../track/i18n';
import { amountMessage, dayMessage, titleMessage } from './goalMessages';

/**
 * Add or edit one goal in the kit's dialog (a sheet on a phone), as the action item form does:
 * problems show once Save is pressed, then follow the typing, and the focus goes to the first
 * field at fault. `onSave` answers false when the goal cannot be kept (no room): the form says so.
 */
export function GoalForm({
  open,
  onOpenChange,
  initial,
  editing,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: GoalDraft;
  /** the goal being edited (its check-ins are kept, and fix its unit), or undefined for a new one */
  editing: OwnGoal | undefined;
  onSave: (goal: OwnGoal) => boolean;
}) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [deadlineUnreadable, setDeadlineUnreadable] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [full, setFull] = useState(false);
  const checked = checkGoalDraft(draft, { editing, deadlineUnreadable });
  const problems = submitted ? (checked.problems ?? {}) : {};
  const fieldId = (field: GoalField) => `${id}-${field}`;
  const unit: OwnGoalUnit = draft.unit === 'count' ? 'count' : 'INR';
  const unitLocked = (editing?.checkIns.length ?? 0) > 0;

  const set = (field: GoalField) => (event: { target: { value: string } }) => {
    setDraft((previous) => ({ ...previous, [field]: event.target.value }));
    setFull(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (checked.problems) {
      const first = GOAL_FIELDS.find((field) => checked.problems[field]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    if (!onSave(checked.goal)) setFull(true);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={editing ? t('track.form.editTitle') : t('track.form.addTitle')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field
          id={fieldId('title')}
          label={t('track.form.title')}
          hint={t('track.form.limit', { max: String(GOAL_LIMITS.title) })}
          message={titleMessage(t, problems.title, draft.title.trim().length)}
        >
          <TextInput value={draft.title} onChange={set('title')} autoComplete="off" />
        </Field>
        <Field id={fieldId('category')} label={t('track.form.category')} message={problems.category ? t('track.problem.category') : null}>
          <NativeSelect value={draft.category} onChange={set('category')} placeholder={t('track.form.choose')}>
            {GOAL_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {translateText(category)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          id={fieldId('unit')}
          label={t('track.form.unit')}
          hint={unitLocked ? t('track.form.unitLocked') : undefined}
          message={problems.unit ? t(problems.unit === 'locked' ? 'track.form.unitLocked' : 'track.problem.unit') : null}
        >
          <NativeSelect value={draft.unit} onChange={set('unit')} disabled={unitLocked}>
            {GOAL_UNITS.map((option) => (
              <option key={option} value={option}>
                {t('track.form.unitOption', { unit: option })}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          id={fieldId('target')}
          label={t('track.form.target', { unit })}
          hint={t('track.form.amountHint', { unit })}
          message={amountMessage(t, problems.target, unit, 'target')}
        >
          <TextInput value={draft.target} onChange={set('target')} inputMode={unit === 'INR' ? 'decimal' : 'numeric'} autoComplete="off" />
        </Field>
        <Field id={fieldId('deadline')} label={t('track.form.deadline')} message={dayMessage(t, problems.deadline)}>
          <TextInput
            type="date"
            value={draft.deadline}
            min={GOAL_LIMITS.firstDay}
            max={GOAL_LIMITS.lastDay}
            onChange={(event) => {
              // A half-typed date reads as '' with badInput: "not a real date", not "missing".
              setDeadlineUnreadable(event.target.validity?.badInput ?? false);
              set('deadline')(event);
            }}
          />
        </Field>
        {full && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {t('track.form.full')}
          </p>
        )}
        <div className="flex flex-col gap-2">
          <Button type="submit">{t('track.form.save')}</Button>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('track.form.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
