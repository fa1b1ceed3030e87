import { useId, useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { lifeEventChoices } from '@nyaya/shared/data/life';
import { Button } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { Field } from '@nyaya/shared/ui/form/Field';
import { NativeSelect } from '@nyaya/shared/ui/form/NativeSelect';
import { translateText, useT } from '../i18n';
import type { StartProblem } from './startPlan';

/**
 * "Start a life event": the user picks one of the templates and starts it. Nothing is chosen for
 * them; Start without a choice says so on the field and moves the focus there.
 */
export function StartPlanForm({ onStart }: { onStart: (id: string) => Promise<StartProblem | null> }) {
  const t = useT();
  const id = useId();
  const [choice, setChoice] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!lifeEventChoices.some((candidate) => candidate.id === choice)) {
      setMessage(t('plans.start.choose'));
      document.getElementById(id)?.focus();
      return;
    }
    setBusy(true);
    let problem: StartProblem | null;
    try {
      problem = await onStart(choice);
    } catch {
      setMessage(t('plans.start.failed'));
      return;
    } finally {
      setBusy(false);
    }
    if (problem) {
      setMessage(problem === 'tooManyPlans' ? t('plans.start.tooMany') : t('plans.start.noRoom'));
      return;
    }
    setMessage(null);
    setChoice('');
  };

  return (
    <Card>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <Field id={id} label={t('plans.start.label')} hint={t('plans.start.hint')} message={message} announce>
          <NativeSelect
            value={choice}
            onChange={(event) => {
              setChoice(event.target.value);
              setMessage(null);
            }}
            placeholder={t('plans.start.placeholder')}
          >
            {lifeEventChoices.map((template) => (
              <option key={template.id} value={template.id}>
                {translateText(template.title)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Button type="submit" aria-disabled={busy}>
          <Plus aria-hidden="true" className="size-4" />
          {t('plans.start.submit')}
        </Button>
      </form>
    </Card>
  );
}
