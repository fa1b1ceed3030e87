import { useEffect, useState, type ReactNode } from 'react';
import { refreshAccount, useAccount } from '@nyaya/shared/account';
import type { Account } from '@nyaya/shared/api';
import { Navigate, useLocation } from '@nyaya/shared/router';
import { Button } from '@nyaya/shared/ui/Button';
import { signInHref } from '@nyaya/shared/account';
import { useT } from './i18n';

/**
 * An account-only screen: a guest is sent to sign in, and comes back here after. While the API has
 * not said who this is, the screen waits; if it cannot be asked, it says so with Retry. A screen
 * that was signed in and becomes a guest (Delete my account) shows nothing and does not send them
 * to sign in: what ended the account says where to go next.
 */
export function RequireAccount({ children }: { children: (account: Account) => ReactNode }) {
  const t = useT();
  const state = useAccount();
  const location = useLocation();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (state.status === 'signed-in' && !wasSignedIn) setWasSignedIn(true);
  const unknown = state.status === 'unknown';

  useEffect(() => {
    if (!unknown) return;
    let live = true;
    // refreshAccount keeps the state as it was when the API cannot answer: still unknown = down.
    void refreshAccount().then((next) => {
      if (live) setFailed(next.status === 'unknown');
    });
    return () => {
      live = false;
    };
  }, [unknown, attempt]);

  if (state.status === 'signed-in') return children(state.account);
  if (state.status === 'guest' && wasSignedIn) return null;
  if (state.status === 'guest') return <Navigate to={signInHref(`${location.pathname}${location.search}`)} replace />;
  return failed ? (
    <div role="alert" className="rounded-2xl border border-line bg-white p-4 text-sm text-ink">
      <p>{t('account.unreachable')}</p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        onClick={() => {
          setFailed(false);
          setAttempt((count) => count + 1);
        }}
      >
        {t('account.retry')}
      </Button>
    </div>
  ) : (
    <p aria-busy="true" className="text-sm text-muted">
      {t('account.loading')}
    </p>
  );
}
