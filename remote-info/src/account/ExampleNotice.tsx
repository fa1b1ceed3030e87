import { Link, useLocation } from '@nyaya/shared/router';
import { Info, LogIn } from 'lucide-react';
import { buttonClasses } from '@nyaya/shared/ui/Button';
import { signInHref } from '@nyaya/shared/account';
import { useT } from './i18n';

/** Which personal screen the notice is on: each says in its own words what is not the user's. */
export type ExampleScreen = 'wallet' | 'notifications' | 'private' | 'schedule' | 'share';

/**
 * The notice at the top of a personal screen shown to a guest (or before the app knows who is
 * signed in): the spec's sample person is not the user (issue 23), and how to see their own.
 */
export function ExampleNotice({ screen }: { screen: ExampleScreen }) {
  const t = useT();
  const { pathname, search } = useLocation();
  return (
    <div
      role="note"
      aria-labelledby="example-notice-title"
      data-testid="example-notice"
      className="mb-4 flex flex-wrap items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4"
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
      <div className="min-w-0 flex-1 basis-48">
        <p id="example-notice-title" className="font-semibold text-ink">
          {t('example.title')}
        </p>
        <p className="text-sm text-ink">{t(`example.${screen}`)}</p>
      </div>
      <Link to={signInHref(pathname + search)} className={buttonClasses('primary', 'sm', 'shrink-0')}>
        <LogIn aria-hidden="true" className="size-4" />
        {t('example.signIn')}
      </Link>
    </div>
  );
}
