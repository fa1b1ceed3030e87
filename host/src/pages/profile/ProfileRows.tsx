import { useState, type ComponentType } from 'react';
import { Bell, Briefcase, ChevronRight, HelpCircle, LogIn, LogOut, Pencil, ShieldCheck } from 'lucide-react';
import { accountState, setAccountState } from '@nyaya/shared/account';
import { Link } from '@nyaya/shared/router';
import { toast } from '@nyaya/shared/ui/toast';
import { signOut } from '../../account/accountApi';
import { clearAfterSignOut } from '../../account/accountSync';
import { signInHref } from '@nyaya/shared/account';
import { t, useT } from './i18n';

type MessageId = Parameters<typeof t>[0];
type Icon = ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>;

const rowClasses = 'flex min-h-14 w-full items-center gap-3 px-4 text-left text-sm font-medium hover:bg-gray-50';

/** The account's own pages; a guest's row goes to sign-in first, then on to the page. */
const pages: { label: MessageId; to: string; icon: Icon; accountOnly: boolean }[] = [
  { label: 'profile.row.edit', to: '/profile/edit', icon: Pencil, accountOnly: true },
  { label: 'profile.row.notifications', to: '/profile/notifications', icon: Bell, accountOnly: true },
  { label: 'profile.row.privacy', to: '/profile/privacy', icon: ShieldCheck, accountOnly: true },
  { label: 'profile.row.help', to: '/profile/help', icon: HelpCircle, accountOnly: false },
];

/**
 * Sign out: the server ends the session, then this device forgets the account (its synced stores
 * cleared) and every screen shows a guest. If the server cannot be reached, nothing changes and
 * the user is told: a session still alive on the server is not shown as signed out.
 */
async function signOutHere(): Promise<boolean> {
  const result = await signOut();
  // 401: the session had already ended (signed out on another device): the same outcome.
  if (result.kind === 'unreachable' || (result.kind === 'problem' && result.status !== 401)) {
    toast(t('profile.signOut.failed'), t('profile.signOut.failedDetail'));
    return false;
  }
  const before = accountState();
  clearAfterSignOut();
  setAccountState({ status: 'guest', testMode: before.status === 'unknown' ? false : before.testMode });
  toast(t('profile.signOut.done'), t('profile.signOut.doneDetail'));
  return true;
}

/** `expert`: the account is a Nyaya expert's, whose first row is their console (issue 25); nobody else sees it. */
export function ProfileRows({ signedIn, expert = false }: { signedIn: boolean; expert?: boolean }) {
  const t = useT();
  const [signingOut, setSigningOut] = useState(false);
  return (
    <ul className="mt-6 divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white">
      {expert && (
        <li>
          <Link to="/console" className={`${rowClasses} text-brand-700`}>
            <Briefcase aria-hidden="true" className="size-5 shrink-0" />
            <span className="flex-1">{t('profile.row.console')}</span>
            <ChevronRight aria-hidden="true" className="size-4 text-muted" />
          </Link>
        </li>
      )}
      {pages.map(({ label, to, icon: RowIcon, accountOnly }) => (
        <li key={label}>
          <Link to={accountOnly && !signedIn ? signInHref(to) : to} className={`${rowClasses} text-ink`}>
            <RowIcon aria-hidden="true" className="size-5 shrink-0" />
            <span className="flex-1">{t(label)}</span>
            <ChevronRight aria-hidden="true" className="size-4 text-muted" />
          </Link>
        </li>
      ))}
      <li>
        {signedIn ? (
          <button
            type="button"
            disabled={signingOut}
            onClick={() => {
              setSigningOut(true);
              void signOutHere().finally(() => setSigningOut(false));
            }}
            className={`${rowClasses} text-red-700 disabled:text-gray-500`}
          >
            <LogOut aria-hidden="true" className="size-5 shrink-0" />
            <span className="flex-1">{signingOut ? t('profile.signOut.busy') : t('profile.row.signOut')}</span>
          </button>
        ) : (
          <Link to={signInHref('/profile')} className={`${rowClasses} text-brand-700`}>
            <LogIn aria-hidden="true" className="size-5 shrink-0" />
            <span className="flex-1">{t('profile.row.signIn')}</span>
            <ChevronRight aria-hidden="true" className="size-4 text-muted" />
          </Link>
        )}
      </li>
    </ul>
  );
}
