import { useT } from './i18n';
import type { FlowProblem } from './useSignInFlow';

/** Why the last step did not go through, in the page's language, announced when it appears. */
export function ProblemMessage({ problem }: { problem: FlowProblem | null }) {
  const t = useT();
  let text: string | null = null;
  if (problem?.kind === 'unreachable') text = t('signIn.unreachable');
  else if (problem?.kind === 'wrong-code') text = t('signIn.code.wrong', { attempts: problem.attemptsLeft });
  else if (problem?.kind === 'code-gone') text = t('signIn.code.gone');
  else if (problem?.kind === 'limited') {
    const wait = problem.retryAfterSeconds;
    // Under a minute: the wait between two codes (30 s), said in seconds.
    if (wait !== null && wait <= 60) text = t('signIn.limitedSeconds', { seconds: Math.max(1, wait) });
    else text = wait ? t('signIn.limited', { minutes: Math.ceil(wait / 60) }) : t('signIn.limitedLater');
  }
  // The API's own words are English; the screen says it in the page's language instead.
  else if (problem?.kind === 'refused') text = t('signIn.refused');
  return (
    <p id="sign-in-problem" role="alert" className="text-sm font-medium text-red-700 empty:hidden">
      {text}
    </p>
  );
}
