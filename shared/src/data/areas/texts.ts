/**
 * Hindi for the areas sample data a user reads, keyed by its English text (translateText in
 * @nyaya/shared/i18n). Names of people and firms are not translated and so are not listed.
 */
import type { DataTexts } from '@nyaya/shared/i18n';

/** Everything the areas screens show. */
export const areasTexts: DataTexts = { name: 'areas', hi: () => import(/* webpackChunkName: "texts-areas-hi" */ './texts.hi.json') };
