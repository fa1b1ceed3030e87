/**
 * The bell's one message, a catalogue of its own in the bell's chunk: home is at its byte budget,
 * and only a signed-in user's home loads the bell. Its Hindi comes in the same chunk (a few bytes):
 * a chunk of its own would cost every home its entry in the loader's table.
 */
import { defineCatalog } from '@nyaya/shared/i18n';
import english from './locales/en.json';
import hindi from './locales/hi.json';

export const { t, useT } = defineCatalog('host-bell', english, { hi: () => Promise.resolve({ default: hindi }) });
