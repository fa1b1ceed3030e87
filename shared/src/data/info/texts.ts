/**
 * Hindi for the info sample data a user reads, keyed by its English text (translateText in
 * @nyaya/shared/i18n). Names of people and firms are not translated and so are not listed.
 */
export const infoTexts = { hi: () => import(/* webpackChunkName: "texts-info-hi" */ './texts.hi.json') };
