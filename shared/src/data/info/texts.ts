/**
 * Hindi for the info sample data a user reads, keyed by its English text (translateText in
 * @nyaya/shared/i18n). Names of people and firms are not translated and so are not listed.
 */
import type { DataTexts } from '@nyaya/shared/i18n';

/** Everything the info screens show. */
export const infoTexts: DataTexts = { name: 'info', hi: () => import(/* webpackChunkName: "texts-info-hi" */ './texts.hi.json') };
