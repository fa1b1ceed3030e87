/**
 * Hindi for the life sample data a user reads, keyed by its English text (translateText in
 * @nyaya/shared/i18n). Names of people and firms are not translated and so are not listed.
 */
import type { DataTexts } from '@nyaya/shared/i18n';

/** Everything the life screens show. */
export const lifeTexts: DataTexts = { name: 'life', hi: () => import(/* webpackChunkName: "texts-life-hi" */ './texts.hi.json') };
