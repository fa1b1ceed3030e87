/**
 * Messages of the personal screens' two faces (issue 23): the example notice a guest sees and the
 * signed-in user's own wallet, notifications, messages, schedule and share. A catalogue of its
 * own, in those pages' chunks, so the area's first screen (/trending, 40 KB budget) does not
 * carry them; the host waits for it in Hindi after a page's import (federation/areaRoutes.ts).
 */
import { defineCatalog } from '@nyaya/shared/i18n';
import english from './locales/en.json';

export const { t, useT } = defineCatalog('info-account', english, {
  hi: () => import(/* webpackChunkName: "catalog-info-account-hi" */ './locales/hi.json'),
});
