import type { ExpertProfile, ExpertProfileDetails } from '../../../types';
import { expertSlug } from '../../../rules/experts/expertSlug';
import { experts } from '../experts';
import { arjunDeshpande, kavitaBanerjee, rohanMehta } from './finance';
import { harpreetKaur, mohammedAsif, sunitaYadav } from './administration';
import { deepaKulkarni, farahQureshi, rajeshIyer, sureshMenon } from './legal';
import { lakshmiKrishnan, nikhilBose } from './other';
import { ananyaReddy, meeraNair, vikramRathore } from './peer';
import { priyaSharma } from './priyaSharma';
import { firmProfiles } from './firms';

/**
 * What each expert's profile adds to their card, one entry per expert in ../experts.ts (a unit
 * test holds the two lists together). A subpath of its own (`@nyaya/shared/data/experts/profiles`),
 * so only the profile page downloads this text, not the list that shares `data/experts` with it.
 */
export const expertProfileDetails: readonly ExpertProfileDetails[] = [
  priyaSharma,
  rajeshIyer,
  farahQureshi,
  sureshMenon,
  deepaKulkarni,
  ananyaReddy,
  vikramRathore,
  meeraNair,
  rohanMehta,
  kavitaBanerjee,
  arjunDeshpande,
  sunitaYadav,
  harpreetKaur,
  mohammedAsif,
  lakshmiKrishnan,
  nikhilBose,
  ...firmProfiles,
];

/**
 * The profile at /lawyer-profile/{slug}: the expert whose `expertSlug(name)` is exactly `slug`,
 * with everything their profile adds to the card, or null when no expert has that slug. The slug
 * comes from the URL, so anything may arrive; it is only compared, never used as a key.
 */
export async function getExpertProfile(slug: string | undefined): Promise<ExpertProfile | null> {
  if (typeof slug !== 'string') return null;
  const expert = experts.find((candidate) => expertSlug(candidate.name) === slug);
  const details = expert && expertProfileDetails.find((candidate) => candidate.id === expert.id);
  return expert && details ? { ...expert, ...details } : null;
}
