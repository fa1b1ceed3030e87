import { isRouteErrorResponse, useRouteError } from '@nyaya/shared/router';
import { Screen } from '@nyaya/shared/ui/Screen';

/** Spec §8 "Router failure": the generic fallback with the status or message. */
export function RouterErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : 'Unknown error';
  return (
    <Screen className="text-center">
      <h1 className="mt-16 text-2xl font-bold text-ink">Unexpected Application Error!</h1>
      <p className="mt-3 text-sm break-words text-muted">{detail}</p>
      <a href="/" className="mt-6 inline-block font-medium text-brand-700 underline">
        Return to Home
      </a>
    </Screen>
  );
}
