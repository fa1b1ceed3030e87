import { isRouteErrorResponse, useRouteError } from '@nyaya/shared/router';
import { Screen } from '@nyaya/shared/ui/Screen';
import { useT } from '../errors/i18n';

/** Spec §8 "Router failure": the generic fallback with the status or message. */
export function RouterErrorPage() {
  const t = useT();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : t('routerError.unknown');
  return (
    <Screen className="text-center">
      <h1 className="mt-16 text-2xl font-bold text-ink">{t('routerError.title')}</h1>
      <p className="mt-3 text-sm break-words text-muted">{detail}</p>
      <a href="/" className="mt-6 inline-block font-medium text-brand-700 underline">
        {t('errors.returnHome')}
      </a>
    </Screen>
  );
}
