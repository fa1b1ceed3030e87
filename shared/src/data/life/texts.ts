/**
 * Hindi for the life sample data a user reads, keyed by its English text (translateText in
 * @nyaya/shared/i18n). Names of people and firms are not translated and so are not listed.
 */
import type { DataTexts } from '@nyaya/shared/i18n';

/** What the life screens show: events, resources, goals, categories, statuses, days. */
export const lifeTexts: DataTexts = { name: 'life', hi: () => import(/* webpackChunkName: "texts-life-hi" */ './texts.hi.json') };
/**
 * The sample action items' titles and descriptions, which only /act shows (and the search): apart,
 * so that the area's other first screens do not download them (40 KB budget over home).
 */
export const lifeActionTexts: DataTexts = {
  name: 'life-actions',
  hi: () => import(/* webpackChunkName: "texts-life-actions-hi" */ './actionTexts.hi.json'),
};
