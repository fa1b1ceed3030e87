import { accountDisplayName, accountState, useAccount } from '@nyaya/shared/account';
import type { Account } from '@nyaya/shared/api';
import { Link, useNavigate, useSearchParams } from '@nyaya/shared/router';
import { buttonClasses } from '@nyaya/shared/ui/Button';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { settleLanguage } from '../../account/accountLanguage';
import { completeSignIn } from '../../account/accountSync';
import { CodeStep } from './CodeStep';
import { useT } from './i18n';
import { MobileStep } from './MobileStep';
import { safeNext } from './safeNext';
import { useSignInFlow } from './useSignInFlow';

/**
 * `/sign-in?next=`: a mobile number, then the one-time code sent to it. Once signed in, what this
 * device kept as a guest is merged into the account's (accountSync) and the page goes to `next`
 * (a path on this site only, safeNext), else the profile.
 */
export function SignInPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const account = useAccount();
  const flow = useSignInFlow(async (signedIn: Account, codeShown: boolean) => {
    const before = accountState();
    const settled = await settleLanguage(signedIn);
    await completeSignIn(settled, before.status === 'unknown' ? codeShown : before.testMode);
    await navigate(next, { replace: true });
  });

  return (
    <Screen>
      <PageHeader title={t('signIn.title')} crumbs={[{ label: t('signIn.title') }]} />
      {account.status === 'signed-in' && flow.state.step === 'mobile' ? (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-ink">{t('signIn.signedInAs', { name: accountDisplayName(account.account) })}</p>
          <Link to={next} className={buttonClasses('primary', 'lg')}>
            {t('signIn.continue')}
          </Link>
        </div>
      ) : (
        <>
          <p className="mb-4 text-sm text-muted">{t('signIn.intro')}</p>
          {flow.state.step === 'mobile' ? (
            <MobileStep problem={flow.problem} busy={flow.busy} onSubmit={(mobile) => void flow.requestCode(mobile)} />
          ) : (
            <CodeStep
              state={flow.state}
              problem={flow.problem}
              busy={flow.busy}
              resendIn={flow.resendIn}
              onSubmit={(code) => void flow.submitCode(code)}
              onResend={() => void flow.resend()}
              onChangeNumber={flow.changeNumber}
            />
          )}
          <p className="mt-6 text-xs text-muted">{t('signIn.privacy')}</p>
        </>
      )}
    </Screen>
  );
}

/** For the route (hostRoutes.tsx). */
export const Component = SignInPage;
