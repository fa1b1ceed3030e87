/**
 * Hindi for the marketplace sample data a user reads, keyed by its English text (translateText in
 * @nyaya/shared/i18n). Names of people and firms are not translated and so are not listed.
 */
export const marketplaceTexts = { hi: () => import(/* webpackChunkName: "texts-marketplace-hi" */ './texts.hi.json') };
