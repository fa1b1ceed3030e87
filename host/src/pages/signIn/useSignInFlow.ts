import { useEffect, useState } from 'react';
import type { Account, SendCodeResponse } from '@nyaya/shared/api';
import { sendCode, signIn } from '../../account/authApi';

/** Why the last step did not go through, as the screen says it (never the API's English). */
export type FlowProblem =
  | { kind: 'unreachable' }
  | { kind: 'limited'; retryAfterSeconds: number | null }
  | { kind: 'refused'; message: string | null }
  | { kind: 'wrong-code'; attemptsLeft: number }
  | { kind: 'code-gone' };

export type SignInStep =
  | { step: 'mobile' }
  /** The code was sent at `sentAt` (ms); Resend is possible `resendAfterSeconds` after it. */
  | { step: 'code'; mobile: string; sent: SendCodeResponse; sentAt: number };

/** 10 digits starting 6–9 from what was typed ("98765 43210", "+91-98765-43210", "098765…"). */
export function mobileDigits(typed: string): string {
  const digits = typed.replace(/[\s-]/g, '');
  const match = /^(?:\+91|91|0)?(\d{10})$/.exec(digits);
  return match ? match[1]! : digits;
}

export type MobileProblem = 'empty' | 'format' | 'start' | null;

/** What is wrong with a typed number, for a message that says how to fix it. */
export function mobileProblem(typed: string): MobileProblem {
  const digits = mobileDigits(typed);
  if (digits === '') return 'empty';
  if (!/^\d{10}$/.test(digits)) return 'format';
  if (!/^[6-9]/.test(digits)) return 'start';
  return null;
}

/** Seconds until `sentAt + seconds`, ticking once a second while above zero. */
function useSecondsLeft(sentAt: number | null, seconds: number): number {
  const [now, setNow] = useState(() => Date.now());
  // A new code counts from when it was sent, not from when this screen last ticked.
  const [countingFrom, setCountingFrom] = useState(sentAt);
  if (countingFrom !== sentAt) {
    setCountingFrom(sentAt);
    if (sentAt !== null) setNow(sentAt);
  }
  const left = sentAt === null ? 0 : Math.max(0, Math.ceil((sentAt + seconds * 1000 - now) / 1000));
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [left, now]);
  return left;
}

/**
 * The two steps of signing in: send a code to a number, then check the code. Holds what the
 * screen shows (the step, the problem of the last try, the Resend countdown); the screen only
 * lays it out. `onSignedIn` gets the account once the code is right (and whether the code was
 * shown on screen: test mode).
 */
export function useSignInFlow(onSignedIn: (account: Account, testMode: boolean) => void | Promise<void>) {
  const [state, setState] = useState<SignInStep>({ step: 'mobile' });
  const [problem, setProblem] = useState<FlowProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const sentAt = state.step === 'code' ? state.sentAt : null;
  const resendIn = useSecondsLeft(sentAt, state.step === 'code' ? state.sent.resendAfterSeconds : 0);

  async function requestCode(mobile: string) {
    setBusy(true);
    setProblem(null);
    const result = await sendCode(mobile);
    setBusy(false);
    if (result.kind === 'sent') setState({ step: 'code', mobile, sent: result.data, sentAt: Date.now() });
    else setProblem(result.kind === 'unreachable' ? { kind: 'unreachable' } : result);
    return result.kind === 'sent';
  }

  async function submitCode(code: string) {
    if (state.step !== 'code') return;
    setBusy(true);
    setProblem(null);
    const result = await signIn(state.mobile, code);
    if (result.kind === 'signed-in') {
      await onSignedIn(result.account, state.sent.testCode !== undefined);
      setBusy(false);
      return;
    }
    setBusy(false);
    if (result.kind === 'wrong-code') setProblem({ kind: 'wrong-code', attemptsLeft: result.attemptsLeft ?? 0 });
    else setProblem(result.kind === 'unreachable' || result.kind === 'code-gone' ? { kind: result.kind } : result);
  }

  return {
    state,
    problem,
    busy,
    resendIn,
    requestCode,
    submitCode,
    resend: () => (state.step === 'code' ? requestCode(state.mobile) : Promise.resolve(false)),
    changeNumber: () => {
      setProblem(null);
      setState({ step: 'mobile' });
    },
  };
}
