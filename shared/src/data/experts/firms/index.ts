import type { Expert } from '../../../types';
import { consultFirmExperts } from './consult';
import { draftingFirmExperts } from './drafting';
import { propertyFirmExperts } from './property';
import { corporateFirmExperts } from './corporate';
import { notaryFirmExperts } from './notary';
import { personalFirmExperts } from './personal';

/**
 * The marketplace providers' own experts, in the marketplace's category order: each provider is a
 * firm, and an order bought from it is assigned to one of these (`assignExpert`). Appended to the
 * experts list after the sixteen independent experts, whose ids and order links and tests rely on.
 */
export const firmExperts: Expert[] = [
  ...consultFirmExperts,
  ...draftingFirmExperts,
  ...propertyFirmExperts,
  ...corporateFirmExperts,
  ...notaryFirmExperts,
  ...personalFirmExperts,
];
