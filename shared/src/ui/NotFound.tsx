import { useEffect, type ReactNode } from 'react';
import { useKitT } from './i18n';
import { Link, useLocation } from '@nyaya/shared/router';
import { Button, buttonClasses } from './Button';
import { Screen } from './Screen';
import { useGoBack } from './useGoBack';

/** Stands for the path in the sentence, so the path can sit in its own <code> wherever the language puts it. */
const PATH_MARK = '\u0000';

/** The sentence with `code` where its `{path}` was (one message, the language's own word order). */
function withPath(sentence: string, code: ReactNode): ReactNode {
  const [before, after = ''] = sentence.split(PATH_MARK);
  return (
    <>
      {before}
      {code}
      {after}
    </>
  );
}

/**
 * The app's 404 page (spec §2 "404"): the host's answer to an unknown path, and a remote's to a
 * path it owns whose values it does not know (an unknown View All sort or service). The path,
 * query included, is logged to the console as the spec asks.
 */
export function NotFound() {
  const t = useKitT();
  const { pathname, search } = useLocation();
  const goBack = useGoBack();
  const path = pathname + search;
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', path);
  }, [path]);
  return (
    <Screen className="flex min-h-[70vh] flex-col items-center justify-center text-center">
      <p className="text-6xl font-bold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-3 text-2xl font-bold text-ink">{t('ui.notFound.title')}</h1>
      <p className="mt-2 max-w-full text-sm break-words text-muted">
        {withPath(t('ui.notFound.nothingAt', { path: PATH_MARK }), <code className="rounded bg-gray-100 px-1 break-all">{path}</code>)}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <Link to="/" className={buttonClasses('primary')}>
          {t('ui.notFound.home')}
        </Link>
        <Button variant="outline" onClick={goBack}>
          {t('ui.notFound.back')}
        </Button>
      </div>
    </Screen>
  );
}
