import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@nyaya/shared/ui/Button';
import { Field } from '@nyaya/shared/ui/form/Field';
import { TextInput } from '@nyaya/shared/ui/form/TextInput';
import { useT } from './i18n';
import { ProblemMessage } from './ProblemMessage';
import { mobileDigits, mobileProblem, type FlowProblem } from './useSignInFlow';

const MOBILE_MESSAGES = { empty: 'signIn.mobile.empty', format: 'signIn.mobile.format', start: 'signIn.mobile.start' } as const;

/** The first step: the number after a fixed +91, checked before anything is sent. */
export function MobileStep({ problem, busy, onSubmit }: { problem: FlowProblem | null; busy: boolean; onSubmit: (mobile: string) => void }) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const [checked, setChecked] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const wrong = checked ? mobileProblem(typed) : null;
  const message = wrong ? t(MOBILE_MESSAGES[wrong]) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (mobileProblem(typed)) {
      input.current?.focus();
      return;
    }
    onSubmit(mobileDigits(typed));
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field id="sign-in-mobile" label={t('signIn.mobile.label')} hint={t('signIn.mobile.hint')} message={message}>
        <TextInput
          ref={input}
          prefix="+91"
          name="mobile"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={20}
          placeholder="98765 43210"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-describedby={problem ? 'sign-in-problem' : undefined}
        />
      </Field>
      <ProblemMessage problem={problem} />
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? t('signIn.sending') : t('signIn.send')}
      </Button>
    </form>
  );
}
