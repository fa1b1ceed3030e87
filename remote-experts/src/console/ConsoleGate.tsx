import type { ReactNode } from 'react';
import { Link, useLocation } from '@nyaya/shared/router';
import { Home, LogIn, UserRound } from 'lucide-react';
import { signInHref, useAccount } from '@nyaya/shared/account';
import type { Account } from '@nyaya/shared/api';
import { buttonClasses } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { PageHeader, type Crumb } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { documentTitle } from '../components/labels';
import { useT } from './i18n';

/**
 * Who may use the console: a signed-in expert account sees `children`; a guest is asked to sign in
 * (and comes back here), a client account is told the console is for experts, with the way home.
 * Until the app knows who is signed in, it says it is checking (the API decides anyway: it answers
 * 404 to anyone but the assigned expert).
 */
export function ConsoleGate({ title, crumbs, children }: { title: string; crumbs: Crumb[]; children: (account: Account) => ReactNode }) {
  const t = useT();
  const account = useAccount();
  const { pathname, search } = useLocation();
  useDocumentTitle(documentTitle(title));

  if (account.status === 'signed-in' && account.account.role === 'expert') return children(account.account);

  return (
    <Screen>
      <PageHeader title={t('console.title')} crumbs={crumbs} />
      {account.status === 'unknown' && (
        <Card role="status" aria-busy="true" className="min-h-24 text-sm text-muted">
          {t('console.checking')}
        </Card>
      )}
      {account.status === 'guest' && (
        <section aria-labelledby="console-sign-in" className="rounded-2xl border border-line bg-white p-4">
          <h2 id="console-sign-in" className="font-semibold text-ink">
            {t('console.guest.title')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('console.guest.text')}</p>
          <Link to={signInHref(pathname + search)} className={buttonClasses('primary', 'md', 'mt-3')}>
            <LogIn aria-hidden="true" className="size-4" />
            {t('console.guest.signIn')}
          </Link>
        </section>
      )}
      {account.status === 'signed-in' && (
        <section aria-labelledby="console-not-expert" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <h2 id="console-not-expert" className="font-semibold">
            {t('console.client.title')}
          </h2>
          <p className="mt-1 text-sm">{t('console.client.text')}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Link to="/" className={buttonClasses('primary', 'md')}>
              <Home aria-hidden="true" className="size-4" />
              {t('console.client.home')}
            </Link>
            <Link to="/profile" className={buttonClasses('outline', 'md')}>
              <UserRound aria-hidden="true" className="size-4" />
              {t('console.client.profile')}
            </Link>
          </div>
        </section>
      )}
    </Screen>
  );
}
