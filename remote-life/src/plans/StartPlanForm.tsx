import { useId, useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { findLifeEventTemplate, lifeEventTemplates, type LifeEventTemplate } from '@nyaya/shared/data/life';
import { Button } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { Field } from '@nyaya/shared/ui/form/Field';
import { NativeSelect } from '@nyaya/shared/ui/form/NativeSelect';
import { translateText, useT } from '../i18n';
import type { StartProblem } from './useLifePlans';

/**
 * "Start a life event": the user picks one of the templates and starts it. Nothing is chosen for
 * them; Start without a choice says so on the field and moves the focus there.
 */
export function StartPlanForm({ onStart }: { onStart: (template: LifeEventTemplate) => StartProblem | null }) {
  const t = useT();
  const id = useId();
  const [choice, setChoice] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const template = findLifeEventTemplate(choice);
    if (!template) {
      setMessage(t('plans.start.choose'));
      document.getElementById(id)?.focus();
      return;
    }
    const problem = onStart(template);
    if (problem) {
      setMessage(problem === 'tooManyPlans' ? t('plans.start.tooMany') : t('plans.start.noRoom'));
      return;
    }
    setMessage(null);
    setChoice('');
  };

  return (
    <Card>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <Field id={id} label={t('plans.start.label')} hint={t('plans.start.hint')} message={message} announce>
          <NativeSelect
            value={choice}
            onChange={(event) => {
              setChoice(event.target.value);
              setMessage(null);
            }}
            placeholder={t('plans.start.placeholder')}
          >
            {lifeEventTemplates.map((template) => (
              <option key={template.id} value={template.id}>
                {translateText(template.title)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Button type="submit">
          <Plus aria-hidden="true" className="size-4" />
          {t('plans.start.submit')}
        </Button>
      </form>
    </Card>
  );
}
