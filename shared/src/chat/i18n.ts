/**
 * The conversation screen's texts (issue 25): a catalogue of its own, in the chat's lazy chunk, so
 * no area's first screen carries them; the Hindi half is fetched only for a Hindi visitor.
 */
import { defineCatalog } from '@nyaya/shared/i18n';
import english from './locales/en.json';

export const { t, useT } = defineCatalog('chat', english, {
  hi: () => import(/* webpackChunkName: "catalog-chat-hi" */ './locales/hi.json'),
});
