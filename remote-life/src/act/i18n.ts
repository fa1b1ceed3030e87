/**
 * The /act screen's messages: a catalogue of its own, in the screen's chunks, so the area's other
 * first screens (/life-event, /resource; 40 KB budget over home) do not carry them, nor this screen
 * the others'. The host waits for it in Hindi after the page's import (federation/areaRoutes.ts).
 */
import { defineCatalog } from '@nyaya/shared/i18n';
import english from './locales/en.json';

export const { t, useT } = defineCatalog('life-act', english, {
  hi: () => import(/* webpackChunkName: "catalog-life-act-hi" */ './locales/hi.json'),
});
