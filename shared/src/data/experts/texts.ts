/**
 * Hindi for the experts sample data a user reads, keyed by its English text (translateText in
 * @nyaya/shared/i18n). Names of people and firms are not translated and so are not listed.
 * Split by the screens that show it, so an area's first screen downloads only its own: each
 * page defines the translations it needs (the host waits for them before showing the page).
 */
import type { DataTexts } from '@nyaya/shared/i18n';

/** Categories and the expert cards: locations, specialties, experience, languages. */
export const expertsTexts: DataTexts = { name: 'experts', hi: () => import(/* webpackChunkName: "texts-experts-hi" */ './texts.hi.json') };
/** Profiles: bios, education, certifications, cases, reviews, resources, registrations. */
export const expertProfileTexts: DataTexts = {
  name: 'expert-profiles',
  hi: () => import(/* webpackChunkName: "texts-expert-profiles-hi" */ './profiles.hi.json'),
};
