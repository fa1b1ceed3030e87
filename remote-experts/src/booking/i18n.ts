/**
 * Booking's messages (the profile's Book tab, the booking screen, its confirmation, payment,
 * refund terms and cancelling): a catalogue of their own, in those screens' chunks, so the area's
 * lists (/expert-categories, /experts; 40 KB budget) do not carry them. The host waits for it in
 * Hindi after the page's import (federation/areaRoutes.ts), as for the console's.
 */
import { defineCatalog } from '@nyaya/shared/i18n';
import english from './locales/en.json';

export const { t, useT } = defineCatalog('experts-booking', english, {
  hi: () => import(/* webpackChunkName: "catalog-experts-booking-hi" */ './locales/hi.json'),
});
