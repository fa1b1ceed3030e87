/**
 * Hindi for the experts sample data a user reads, keyed by its English text (translateText in
 * @nyaya/shared/i18n). Names of people and firms are not translated and so are not listed.
 */
export const expertsTexts = { hi: () => import(/* webpackChunkName: "texts-experts-hi" */ './texts.hi.json') };
