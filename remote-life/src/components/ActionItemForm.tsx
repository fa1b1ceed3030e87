import { useId, useState, type FormEvent } from 'react';
import {
  ACTION_ITEM_CATEGORIES,
  ACTION_ITEM_FIELDS,
  ACTION_ITEM_LIMITS,
  ACTION_ITEM_PRIORITIES,
  checkActionItemDraft,
  type ActionItemDraft,
  type ActionItemField,
  type ActionItemProblem,
  type OwnActionItem,
} from '@nyaya/shared/rules/life';
import { Button } from '@nyaya/shared/ui/Button';
import { Dialog } from '@nyaya/shared/ui/Dialog';
import { Field } from '@nyaya/shared/ui/form/Field';
import { NativeSelect } from '@nyaya/shared/ui/form/NativeSelect';
import { TextArea, TextInput } from '@nyaya/shared/ui/form/TextInput';
import { translateText } from '../i18n';
import { useT } from '../act/i18n';

/**
 * Add or edit one action item, in the kit's dialog (a sheet on a phone). Problems show once Save
 * is pressed, then follow the typing; Save with a problem moves the focus to the first field at
 * fault, whose message is read with it. `onSave` answers false when the item cannot be kept (no
 * room left): the form then says so and stays open.
 */
export function ActionItemForm({
  open,
  onOpenChange,
  initial,
  completed,
  editing,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: ActionItemDraft;
  /** the item's tick, kept through an edit */
  completed: boolean;
  editing: boolean;
  onSave: (item: OwnActionItem) => boolean;
}) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [dueDateUnreadable, setDueDateUnreadable] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [full, setFull] = useState(false);
  const checked = checkActionItemDraft(draft, { completed, dueDateUnreadable });
  const problems = submitted ? (checked.problems ?? {}) : {};
  const fieldId = (field: ActionItemField) => `${id}-${field}`;

  const message = (field: ActionItemField, problem: ActionItemProblem | undefined): string | null => {
    if (!problem) return null;
    if (field === 'title' || field === 'description') {
      if (problem === 'required') return t('act.form.problem.titleRequired');
      return t(field === 'title' ? 'act.form.problem.titleTooLong' : 'act.form.problem.descriptionTooLong', {
        max: String(ACTION_ITEM_LIMITS[field]),
        count: String(draft[field].trim().length),
      });
    }
    if (field === 'category') return t('act.form.problem.category');
    if (field === 'priority') return t('act.form.problem.priority');
    if (problem === 'required') return t('act.form.problem.dueDateRequired');
    return problem === 'outOfRange' ? t('act.form.problem.dueDateRange') : t('act.form.problem.dueDateNotReal');
  };

  const set = (field: ActionItemField) => (event: { target: { value: string } }) => {
    setDraft((previous) => ({ ...previous, [field]: event.target.value }));
    setFull(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (checked.problems) {
      const first = ACTION_ITEM_FIELDS.find((field) => checked.problems[field]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    if (!onSave(checked.item)) setFull(true);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={editing ? t('act.form.editTitle') : t('act.form.addTitle')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field
          id={fieldId('title')}
          label={t('act.form.title')}
          hint={t('act.form.limit', { max: String(ACTION_ITEM_LIMITS.title) })}
          message={message('title', problems.title)}
        >
          <TextInput value={draft.title} onChange={set('title')} autoComplete="off" />
        </Field>
        <Field id={fieldId('category')} label={t('act.form.category')} message={message('category', problems.category)}>
          <NativeSelect value={draft.category} onChange={set('category')} placeholder={t('act.form.choose')}>
            {ACTION_ITEM_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {translateText(category)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={fieldId('priority')} label={t('act.form.priority')} message={message('priority', problems.priority)}>
          <NativeSelect value={draft.priority} onChange={set('priority')}>
            {ACTION_ITEM_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {t('act.form.priorityOption', { priority })}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={fieldId('dueDate')} label={t('act.form.dueDate')} message={message('dueDate', problems.dueDate)}>
          <TextInput
            type="date"
            value={draft.dueDate}
            min={ACTION_ITEM_LIMITS.firstDay}
            max={ACTION_ITEM_LIMITS.lastDay}
            onChange={(event) => {
              // A half-typed date reads as '' with badInput: "not a real date", not "missing".
              setDueDateUnreadable(event.target.validity?.badInput ?? false);
              set('dueDate')(event);
            }}
          />
        </Field>
        <Field
          id={fieldId('description')}
          label={t('act.form.description')}
          optional
          hint={t('act.form.limit', { max: String(ACTION_ITEM_LIMITS.description) })}
          message={message('description', problems.description)}
        >
          <TextArea value={draft.description} onChange={set('description')} />
        </Field>
        {full && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {t('act.form.full')}
          </p>
        )}
        <div className="flex flex-col gap-2">
          <Button type="submit">{t('act.form.save')}</Button>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('act.form.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
