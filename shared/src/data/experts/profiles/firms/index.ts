import type { ExpertProfileDetails } from '../../../../types';
import { consultFirmProfiles } from './consult';
import { draftingFirmProfiles } from './drafting';
import { propertyFirmProfiles } from './property';
import { corporateFirmProfiles } from './corporate';
import { notaryFirmProfiles } from './notary';
import { personalFirmProfiles } from './personal';

/** The profiles of the marketplace providers' experts (../../firms), in the same order. */
export const firmProfiles: ExpertProfileDetails[] = [
  ...consultFirmProfiles,
  ...draftingFirmProfiles,
  ...propertyFirmProfiles,
  ...corporateFirmProfiles,
  ...notaryFirmProfiles,
  ...personalFirmProfiles,
];
