/**
 * The form kit's own texts, a catalogue apart from the kit's (`../i18n.ts`): home shows no form,
 * so its first screen does not carry these (its 140 KB budget); a screen with a form loads them
 * with its code, and in Hindi its route waits for them like any catalogue it defines.
 */
import { defineCatalog } from '@nyaya/shared/i18n';
import english from './locales/en.json';

export const { useT: useFormT } = defineCatalog('kit-form', english, {
  hi: () => import(/* webpackChunkName: "catalog-kit-form-hi" */ './locales/hi.json'),
});
