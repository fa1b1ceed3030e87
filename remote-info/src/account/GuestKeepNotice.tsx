import { signInHref } from '@nyaya/shared/account';
import { Link, useLocation } from '@nyaya/shared/router';
import { useT } from './i18n';

/** Under a guest's own schedule: where it is kept, and how to keep it on an account instead. */
export function GuestKeepNotice() {
  const t = useT();
  const { pathname, search } = useLocation();
  return (
    <p className="mt-5 text-sm text-muted">
      {t('schedule.guestKept')}{' '}
      <Link to={signInHref(pathname + search)} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2">
        {t('example.signIn')}
      </Link>
    </p>
  );
}
