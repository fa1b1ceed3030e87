import type { RouteObject } from './index';
import { ensureCatalogs, targetLocale } from '../i18n';

/**
 * A page's module may define the data translations only it shows (an expert's bio, a service's
 * FAQs), so an area's first screen does not download every page's. Each page's lazy import is
 * followed by those, in the page's language, before the page shows; if they cannot be fetched the
 * page shows that data in English rather than not at all. The host, a remote's standalone shell
 * and the page tests' router all mount area routes through this, so a test sees what a visitor sees.
 */
export function waitingForTranslations<R extends RouteObject>(route: R): R {
  const { lazy } = route;
  const waiting: R = { ...route };
  if (typeof lazy === 'function') {
    waiting.lazy = (async () => {
      const module = await lazy();
      await ensureCatalogs(targetLocale()).catch(() => undefined);
      return module;
    }) as R['lazy'];
  }
  if (route.children) waiting.children = route.children.map(waitingForTranslations);
  return waiting;
}
