import { useEffect, useRef, useState, type FormEvent } from 'react';
import { OTP_LENGTH } from '@nyaya/shared/api';
import { Button } from '@nyaya/shared/ui/Button';
import { Field } from '@nyaya/shared/ui/form/Field';
import { TextInput } from '@nyaya/shared/ui/form/TextInput';
import { useT } from './i18n';
import { ProblemMessage } from './ProblemMessage';
import type { FlowProblem, SignInStep } from './useSignInFlow';

/**
 * The second step: the code sent to the number, the test-mode code when there is no SMS provider,
 * Resend after its countdown, and a way back to change the number.
 */
export function CodeStep({
  state,
  problem,
  busy,
  resendIn,
  onSubmit,
  onResend,
  onChangeNumber,
}: {
  state: Extract<SignInStep, { step: 'code' }>;
  problem: FlowProblem | null;
  busy: boolean;
  resendIn: number;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onChangeNumber: () => void;
}) {
  const t = useT();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const gone = problem?.kind === 'code-gone';
  // A new code (sent or resent) starts empty and takes the focus.
  const [sentAt, setSentAt] = useState(state.sentAt);
  if (sentAt !== state.sentAt) {
    setSentAt(state.sentAt);
    setCode('');
    setInvalid(false);
  }
  useEffect(() => input.current?.focus(), [state.sentAt]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) {
      setInvalid(true);
      input.current?.focus();
      return;
    }
    setInvalid(false);
    onSubmit(code);
  }

  const message = invalid ? t('signIn.code.invalid') : null;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-ink">{t('signIn.code.sentTo', { number: state.sent.sentTo, minutes: Math.round(state.sent.expiresInSeconds / 60) })}</p>
      {state.sent.testCode && (
        <div role="note" className="rounded-2xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-semibold">{t('signIn.testMode', { code: state.sent.testCode })}</p>
          <p>{t('signIn.testModeNote')}</p>
        </div>
      )}
      <Field id="sign-in-code" label={t('signIn.code.label')} hint={t('signIn.code.hint')} message={message}>
        <TextInput
          ref={input}
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={OTP_LENGTH}
          disabled={gone}
          aria-invalid={invalid || problem?.kind === 'wrong-code'}
          aria-describedby={problem ? 'sign-in-problem' : undefined}
          className="font-mono tracking-[0.3em]"
        />
      </Field>
      <ProblemMessage problem={problem} />
      {gone ? (
        <Button type="button" onClick={onResend} disabled={busy || resendIn > 0} size="lg">
          {busy ? t('signIn.sending') : resendIn > 0 ? t('signIn.code.sendNewIn', { seconds: resendIn }) : t('signIn.code.sendNew')}
        </Button>
      ) : (
        <Button type="submit" disabled={busy} size="lg">
          {busy ? t('signIn.verifying') : t('signIn.verify')}
        </Button>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        {!gone && (
          <Button type="button" variant="ghost" size="sm" onClick={onResend} disabled={busy || resendIn > 0}>
            {resendIn > 0 ? t('signIn.resendIn', { seconds: resendIn }) : t('signIn.resend')}
          </Button>
        )}
        <Button type="button" variant="ghost" size="sm" onClick={onChangeNumber} disabled={busy}>
          {t('signIn.changeNumber')}
        </Button>
      </div>
    </form>
  );
}
